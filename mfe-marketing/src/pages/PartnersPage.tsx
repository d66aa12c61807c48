// /partners: the six partner types, each with Partner with Us (enquiry form in a modal).
import { Container, Heading, Text } from '@spotless/shared-ui';
import { PartnershipCards } from '../features/partnerships/PartnershipCards';
import { PageIntro } from '../components/PageIntro';

export default function PartnersPage() {
  return (
    <PageIntro>
      <Container>
        <Heading level={1}>Partner With Us</Heading>
        <Text>
          Construction firms, estate agents, schools, event planners, parks and corporate bodies across Nigeria trust
          Spotless for reliable, verified cleaning teams. Choose your organisation type and tell us what you need; our
          partnerships team replies within two working days.
        </Text>
        <PartnershipCards headingLevel={1} />
      </Container>
    </PageIntro>
  );
}
