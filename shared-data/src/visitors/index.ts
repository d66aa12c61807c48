export { submitPreSubscription, usePreSubscribe, type PreSubscriptionInput } from './pre-subscriptions';
