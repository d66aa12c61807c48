// Request a Quote: the guest quote form lives here (journey 1 of product.md; the form itself is the guest issue's).
import { Container, Heading, Text } from '@spotless/shared-ui';

export default function RequestQuotePage() {
  return (
    <Container $width="narrow">
      <Heading level={1}>Request a Quote</Heading>
      <Text>
        Tell us what needs cleaning and where. Verified cleaners near you will send their offers in naira, and you choose
        the one that suits you. No account needed.
      </Text>
    </Container>
  );
}
