// The monthly subscription price checker of /subscription and the home page's plans: shared-ui's one tool bound to
// shared-data (the same as on /cleaning-prices).
import { SubscriptionPriceChecker } from '@spotless/shared-ui';
import { useSubscriptionPriceChecker } from '@spotless/shared-data';

export function SubscriptionPrices() {
  return <SubscriptionPriceChecker {...useSubscriptionPriceChecker()} />;
}
