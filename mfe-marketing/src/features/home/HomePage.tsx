// Home: the hero that sends visitors to sign up or to learn more (spec §1). Kept antd-free: it is the first paint.
import { Link } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { Container, Heading, LinkButton, Text } from '@spotless/shared-ui';

const Hero = styled.section`
  padding: ${({ theme }) => theme.token.sizeXXL}px 0;
  background: ${({ theme }) => theme.token.colorPrimaryBg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  margin-top: ${({ theme }) => theme.token.sizeLG}px;
`;

export default function HomePage() {
  return (
    <Hero aria-labelledby="hero-title">
      <Container>
        <Heading level={1} id="hero-title">
          Trusted cleaners for homes and offices across Nigeria
        </Heading>
        <Text>
          Request a quote, compare offers from verified cleaners and pay in naira. From Lagos to Owerri, book a spotless
          clean in minutes.
        </Text>
        <Actions>
          <LinkButton as={Link} to="/register">
            Get Started
          </LinkButton>
          <LinkButton as={Link} to="/about" variant="secondary">
            Learn More
          </LinkButton>
        </Actions>
      </Container>
    </Hero>
  );
}
