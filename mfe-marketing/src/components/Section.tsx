// A titled page section: the layout every marketing section shares (heading id for aria-labelledby).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Heading, Text } from '@spotless/shared-ui';

// Every band but the hero sits below the first screen on a phone: the browser skips its style and layout until it
// comes near the viewport, which is most of the home page's start-up layout work. The intrinsic size is a typical
// band's height on a phone, so the scrollbar barely moves when bands render; 'auto' keeps the real height once known.
const Band = styled.section<{ $tinted: boolean }>`
  content-visibility: auto;
  contain-intrinsic-size: auto 720px;
  padding: ${({ theme }) => theme.token.sizeXXL}px 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.token.colorBgLayout : theme.token.colorBgContainer)};
`;

const Intro = styled.div`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.token.sizeLG}px;
`;

export interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

export function Section({ id, title, intro, tinted = false, children }: SectionProps) {
  return (
    // `id` is the section's address: /#our-work (and /services-slides, which redirects there) opens the page at it.
    <Band id={id} aria-labelledby={`${id}-title`} $tinted={tinted}>
      <Container>
        <Intro>
          <Heading level={2} id={`${id}-title`}>
            {title}
          </Heading>
          {intro ? <Text tone="secondary">{intro}</Text> : null}
        </Intro>
        {children}
      </Container>
    </Band>
  );
}

/** Cards in a responsive grid: one column on phones, up to `columns` on wide screens. */
export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 240 }) => $min}px), 1fr));
  gap: ${({ theme }) => theme.token.sizeLG}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
