// /subscription: plans, the price checker with Pre-Subscribe Now, and the four steps.
import { Container, Heading, Text } from '@spotless/shared-ui';
import { SubscriptionPlans } from '../features/plans/SubscriptionPlans';
import { Faq } from '../features/faq/Faq';
import { PageIntro } from '../components/PageIntro';

export default function SubscriptionPage() {
  return (
    <>
      <PageIntro>
        <Container>
          <Heading level={1}>Cleaning Subscriptions</Heading>
          <Text>
            Weekly, bi-weekly or monthly visits from a verified cleaner, at a fixed monthly price in naira. Estimate
            your price below and pre-subscribe: we call you to schedule your first visit.
          </Text>
        </Container>
      </PageIntro>
      <SubscriptionPlans showPageLink={false} headingId="subscription-plans" />
      <Faq />
    </>
  );
}
