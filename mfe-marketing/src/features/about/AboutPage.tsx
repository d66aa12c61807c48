// About: who we are and why (the team, values and offer sections follow in the marketing issue).
import { Container, Heading, Text } from '@spotless/shared-ui';

export default function AboutPage() {
  return (
    <Container>
      <Heading level={1}>About Us</Heading>
      <Text>
        Our mission is to make finding a reliable cleaner in Nigeria simple and safe: every cleaner on Spotless is
        verified before they can take a job, and every price is agreed up front in naira.
      </Text>
    </Container>
  );
}
