// Shown for a path inside the marketing area that its route table does not know.
import { Link } from '@spotless/shared-ui/router';
import { Container, Heading, Text } from '@spotless/shared-ui';

export function AreaNotFound({ homePath }: { homePath: string }) {
  return (
    <Container>
      <Heading level={1}>Page not found</Heading>
      <Text>This page does not exist, or it has moved.</Text>
      <Link to={homePath}>Go back</Link>
    </Container>
  );
}
