// Renders a legal document (privacy policy, terms) from structured sections, with a table of contents.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Heading, Text } from '@spotless/shared-ui';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const Article = styled.article`
  max-width: 820px;
  padding: ${({ theme }) => theme.token.sizeXL}px 0;
  line-height: 1.65;
  section {
    margin-top: ${({ theme }) => theme.token.sizeLG}px;
  }
  ul {
    padding-left: 1.25em;
  }
  li + li {
    margin-top: 4px;
  }
`;

const Contents = styled.nav`
  margin: ${({ theme }) => theme.token.size}px 0;
  padding: ${({ theme }) => theme.token.size}px;
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  ol {
    margin: 0;
    padding-left: 1.25em;
  }
`;

export function LegalDocument({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  return (
    <Container>
      <Article aria-labelledby="legal-title">
        <Heading level={1} id="legal-title">
          {title}
        </Heading>
        <Text tone="secondary">Last updated: {updated}</Text>
        {intro}
        <Contents aria-label="Contents">
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        {sections.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <Heading level={2} size={3} id={`${section.id}-title`}>
              {`${i + 1}. ${section.title}`}
            </Heading>
            {section.body}
          </section>
        ))}
      </Article>
    </Container>
  );
}

/** How to reach the data protection officer and the company (same details as the footer). */
export const CONTACT = {
  company: 'Spotless NG Limited',
  address: 'Head office: Lagos, Nigeria. Branch: Owerri, Imo State.',
  email: 'hello@spotless.ng',
  privacyEmail: 'privacy@spotless.ng',
  phone: '+234 800 776 8567',
} as const;
