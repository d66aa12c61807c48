// How it works, for clients and for cleaners (spec §1), and the key features of the marketplace.
import styled from 'styled-components';
import { Card, Heading, Text } from '@spotless/shared-ui';
import { CardGrid, Section } from '../../components/Section';

export const CLIENT_STEPS = [
  { title: 'Tell us what you need', text: 'Request a quote or search verified cleaners by state, budget and the service you want.' },
  { title: 'Compare offers', text: 'Cleaners bid in naira. Compare prices, ratings and reviews side by side.' },
  { title: 'Book with confidence', text: 'Approve the offer you like; your booking is confirmed with the agreed price.' },
  { title: 'Relax and review', text: 'Your cleaner does the job. Rate the service so others can choose well.' },
] as const;

export const CLEANER_STEPS = [
  { title: 'Create your profile', text: 'Sign up as a cleaner, add your photo, services, locations and availability.' },
  { title: 'Get verified', text: 'Submit a valid ID and proof of address. Our team checks them privately.' },
  { title: 'Bid on jobs', text: 'See open requests near you and send your price. Accept direct bookings too.' },
  { title: 'Get paid', text: 'You are paid per completed service through the platform; track earnings on your dashboard.' },
] as const;

export const KEY_FEATURES = [
  { title: 'Verified cleaners', text: 'Background checks, skill assessments and client reviews before anyone takes a job.' },
  { title: 'Prices in naira', text: 'Clear prices and bids in ₦, agreed before the work starts. No surprises.' },
  { title: 'Live offers', text: 'Bids on your request arrive live, so you can decide in minutes.' },
  { title: 'Standby replacement', text: 'If your regular cleaner is unavailable, we send a standby cleaner.' },
  { title: 'Subscriptions', text: 'Weekly, bi-weekly or monthly plans for homes and offices, at a discount.' },
  { title: 'Your data protected', text: 'Identity documents stay private, in line with the Nigeria Data Protection Act 2023.' },
] as const;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.token.sizeXL}px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  display: grid;
  gap: ${({ theme }) => theme.token.size}px;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 40px 1fr;
    gap: ${({ theme }) => theme.token.sizeSM}px;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.token.colorPrimary};
    color: ${({ theme }) => theme.token.colorTextLightSolid};
    font-weight: 700;
  }
`;

const StepTitle = styled.h4`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.token.fontSize}px;
`;

function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <Steps>
      {steps.map((step) => (
        <li key={step.title}>
          <div>
            <StepTitle>{step.title}</StepTitle>
            <Text size="sm" tone="secondary">
              {step.text}
            </Text>
          </div>
        </li>
      ))}
    </Steps>
  );
}

export function HowItWorks() {
  return (
    <Section id="how-it-works" title="How It Works" tinted>
      <Columns>
        <div>
          <Heading level={3}>For clients</Heading>
          <StepList steps={CLIENT_STEPS} />
        </div>
        <div>
          <Heading level={3}>For cleaners</Heading>
          <StepList steps={CLEANER_STEPS} />
        </div>
      </Columns>
    </Section>
  );
}

export function KeyFeatures() {
  return (
    <Section id="key-features" title="Key Features">
      <CardGrid $min={240}>
        {KEY_FEATURES.map((feature) => (
          <Card key={feature.title} as="li" title={feature.title} titleLevel={3}>
            <Text size="sm">{feature.text}</Text>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
