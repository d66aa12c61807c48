// Subscription plans (spec §1): the price checker and the four steps (choose plan, pre-subscribe, schedule, get
// matched). The checker needs data (and so supabase-js), so it mounts when the section nears the viewport.
import styled from 'styled-components';
import { Link } from '@spotless/shared-ui/router';
import { Card, LinkButton, Spinner, Text } from '@spotless/shared-ui';
import { CardGrid, Section } from '../../components/Section';
import { useInView } from '../../components/use-in-view';
import { SubscriptionPrices } from './SubscriptionPrices';

export const PLAN_STEPS = [
  { title: 'Choose Plan', text: 'Pick your building type, number of rooms and how often you want us: weekly, bi-weekly or monthly.' },
  { title: 'Pre-Subscribe', text: 'Leave your details with Pre-Subscribe Now. No payment is taken at this stage.' },
  { title: 'Schedule', text: 'We call you to agree the day and time of your visits.' },
  { title: 'Get Matched', text: 'We match you with a verified cleaner near you, with a standby if they are ever unavailable.' },
] as const;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.token.sizeXL}px;
`;

const Placeholder = styled.div`
  min-height: 220px;
  display: grid;
  place-items: center;
`;

export function PlanSteps() {
  return (
    <CardGrid as="ol" $min={200} aria-label="How subscriptions work">
      {PLAN_STEPS.map((step, i) => (
        <Card key={step.title} as="li" title={`${i + 1}. ${step.title}`} titleLevel={3}>
          <Text size="sm">{step.text}</Text>
        </Card>
      ))}
    </CardGrid>
  );
}

export function SubscriptionPlans({ showPageLink = true, headingId = 'plans' }: { showPageLink?: boolean; headingId?: string }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <Section
      id={headingId}
      title="Subscription Plans"
      intro="Regular cleaning for your home or office at a monthly price, with discounts for more frequent visits."
      tinted
    >
      <Layout>
        <div ref={ref}>
          <Card as="section" aria-labelledby={`${headingId}-checker-title`} title={<span id={`${headingId}-checker-title`}>Check your monthly price</span>} titleLevel={3}>
            {inView ? (
              <SubscriptionPrices />
            ) : (
              <Placeholder>
                <Spinner label="Loading the price checker" />
              </Placeholder>
            )}
          </Card>
        </div>
        <PlanSteps />
        {showPageLink ? (
          <div>
            <LinkButton as={Link} to="/subscription" variant="secondary">
              See subscription details
            </LinkButton>
          </div>
        ) : null}
      </Layout>
    </Section>
  );
}
