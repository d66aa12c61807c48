// /cleaning-prices: one-off price lookup and the monthly subscription price checker with pre-subscription.
import { Container, Heading, Text } from '@spotless/shared-ui';
import { Stack } from '../../components/layout';
import { PriceSearch } from './PriceSearch';
import { SubscriptionPrices } from './SubscriptionPrices';

export default function CleaningPricesPage() {
  return (
    <Container>
      <Stack $gap={40}>
        <section aria-labelledby="prices-heading">
          <Heading level={1} id="prices-heading">
            Find Cleaning Prices
          </Heading>
          <Text>One-off cleaning prices by building and number of rooms, discounts included.</Text>
          <PriceSearch />
        </section>
        <section aria-labelledby="plans-heading">
          <Heading level={2} id="plans-heading">
            Monthly Subscription Prices
          </Heading>
          <Text>Regular cleaning for a fixed monthly price. Check yours and pre-subscribe: we will get back to you.</Text>
          <SubscriptionPrices />
        </section>
      </Stack>
    </Container>
  );
}
