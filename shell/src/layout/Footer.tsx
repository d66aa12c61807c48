// Site footer: the guest pages, where to find us, how to reach us, social links, and the legal pages.
import { Link } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { CONTACT, SOCIAL_LINKS } from './contact-details';
import { GUEST_LINKS } from './nav-links';

const Foot = styled.div`
  margin-top: 48px;
  background: ${({ theme }) => theme.token.colorTextBase};
  color: ${({ theme }) => theme.token.colorTextLightSolid};
  a {
    color: inherit;
  }
`;

const Columns = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 4px 0;
  }
`;

const Legal = styled.p`
  margin: 0;
  padding: 12px 16px 24px;
  text-align: center;
  font-size: 0.875rem;
`;

export function Footer() {
  return (
    <Foot>
      <Columns>
        <section>
          <h2>Explore</h2>
          <ul>
            {GUEST_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Visit us</h2>
          <ul>
            <li>{CONTACT.headOffice}</li>
            <li>{CONTACT.branch}</li>
          </ul>
        </section>
        <section>
          <h2>Contact</h2>
          <ul>
            <li>
              <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
            <li>
              <Link to="/chat">Chat with us</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Follow us</h2>
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Legal</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
          </ul>
        </section>
      </Columns>
      <Legal>© {new Date().getFullYear()} Spotless. Trusted cleaners across Nigeria.</Legal>
    </Foot>
  );
}
