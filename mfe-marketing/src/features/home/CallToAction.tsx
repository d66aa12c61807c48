// Call to action band near the end of the home page.
import styled from 'styled-components';
import { Link } from '@spotless/shared-ui/router';
import { Container, Heading, LinkButton, Text } from '@spotless/shared-ui';

const Band = styled.section`
  padding: ${({ theme }) => theme.token.sizeXXL}px 0;
  background: ${({ theme }) => theme.token.colorPrimary};
  color: ${({ theme }) => theme.token.colorTextLightSolid};
  h2 {
    color: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  margin-top: ${({ theme }) => theme.token.size}px;
  /* White buttons on the primary band (contrast 4.5:1 both ways). */
  a {
    background: ${({ theme }) => theme.token.colorBgContainer};
    color: ${({ theme }) => theme.token.colorPrimary};
    border-color: ${({ theme }) => theme.token.colorBgContainer};
  }
`;

export function CallToAction() {
  return (
    <Band aria-labelledby="cta-title">
      <Container>
        <Heading level={2} id="cta-title">
          Ready for a spotless space?
        </Heading>
        <Text tone="inverse">Get offers from verified cleaners today, or join Spotless and find cleaning jobs near you.</Text>
        <Actions>
          <LinkButton as={Link} to="/request-quote">
            Request a Quote
          </LinkButton>
          <LinkButton as={Link} to="/register">
            Become a Cleaner
          </LinkButton>
        </Actions>
      </Container>
    </Band>
  );
}
