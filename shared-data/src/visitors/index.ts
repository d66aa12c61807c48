export {
  INVALID_EMAIL,
  PRE_SUBSCRIPTION_MAX_LENGTH,
  preSubscriptionError,
  submitPreSubscription,
  usePreSubscribe,
  type PreSubscriptionDetails,
  type PreSubscriptionInput,
} from './pre-subscriptions';
