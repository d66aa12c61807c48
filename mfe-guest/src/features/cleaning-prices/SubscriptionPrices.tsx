// The monthly subscription price checker of /cleaning-prices: shared-ui's one tool bound to shared-data (the same as on
// /subscription and the home page).
import { SubscriptionPriceChecker } from '@spotless/shared-ui';
import { useSubscriptionPriceChecker } from '@spotless/shared-data';

export function SubscriptionPrices() {
  return <SubscriptionPriceChecker {...useSubscriptionPriceChecker()} />;
}
