// The home hero (spec §1): Get Started → /register, Learn More → /about. Its picture is the page's LCP element, so it
// is requested first (fetchpriority high, never lazy), in WebP at three widths, with its size reserved (no shift).
import styled from 'styled-components';
import { Link } from '@spotless/shared-ui/router';
import { Container, Heading, LinkButton, Text, media } from '@spotless/shared-ui';
import hero480 from '../../assets/hero-480.webp';
import hero800 from '../../assets/hero-800.webp';
import hero1200 from '../../assets/hero-1200.webp';

// The hero is the first screen (below the 64 px top bar); everything else, including the data-backed sections,
// starts below the fold and loads when scrolled to.
const Band = styled.section`
  display: flex;
  align-items: center;
  min-height: calc(100vh - 64px);
  min-height: calc(100svh - 64px);
  padding: ${({ theme }) => theme.token.sizeXL}px 0;
  background: ${({ theme }) => theme.token.colorPrimaryBg};
  > * {
    flex: 1;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.token.sizeLG}px;
  align-items: center;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  margin-top: ${({ theme }) => theme.token.sizeLG}px;
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
`;

export const HERO_SRCSET = `${hero480} 480w, ${hero800} 800w, ${hero1200} 1200w`;

export function Hero() {
  return (
    <Band aria-labelledby="hero-title">
      <Container>
        <Layout>
          <div>
            <Heading level={1} id="hero-title">
              Trusted cleaners for homes and offices across Nigeria
            </Heading>
            <Text size="lg">
              Request a quote, compare offers from verified cleaners and pay in naira. From Lagos to Owerri, book a
              spotless clean in minutes.
            </Text>
            <Actions>
              <LinkButton as={Link} to="/register" size="lg">
                Get Started
              </LinkButton>
              <LinkButton as={Link} to="/about" variant="secondary" size="lg">
                Learn More
              </LinkButton>
            </Actions>
          </div>
          <Picture
            src={hero800}
            srcSet={HERO_SRCSET}
            sizes="(min-width: 768px) 50vw, 100vw"
            width={1200}
            height={800}
            alt="A Spotless cleaner finishing a bright, tidy living room"
            fetchPriority="high"
            decoding="async"
          />
        </Layout>
      </Container>
    </Band>
  );
}
