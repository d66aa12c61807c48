export {
  fetchFrequencies,
  fetchPriceOptions,
  findSubscriptionPlan,
  searchCleaningPrices,
  useFrequencies,
  usePlanCheck,
  usePriceOptions,
  usePriceSearch,
  type CleaningPrice,
  type Frequency,
  type PlanQuery,
  type PriceOptions,
  type PriceSearch,
  type SubscriptionPlan,
} from './prices';
export {
  checkSubscriptionPrice,
  preSubscribeToPlan,
  toCheckedPlan,
  useSubscriptionPriceChecker,
  type CheckedPlan,
} from './subscription-price-checker';
