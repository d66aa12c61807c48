import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/visually-hidden';
import { Container } from './Container';

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  /** Site chrome above the content (top bar). Rendered inside a `<header>` landmark. */
  header?: ReactNode;
  /** Site chrome below the content. Rendered inside a `<footer>` landmark. */
  footer?: ReactNode;
  /** The page content, placed in the single `<main>` landmark. */
  children?: ReactNode;
  /** Wrap the content in a {@link Container}; full-bleed pages (hero sections) turn this off. */
  contained?: boolean;
  /** Id of the main landmark, the target of the skip link. */
  mainId?: string;
}

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed !important;
    top: ${({ theme }) => theme.token.sizeXS}px;
    left: ${({ theme }) => theme.token.sizeXS}px;
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    padding: ${({ theme }) => `${theme.token.sizeXS}px ${theme.token.size}px`};
    background: ${({ theme }) => theme.token.colorBgContainer};
    color: ${({ theme }) => theme.token.colorPrimary};
    z-index: ${({ theme }) => theme.token.zIndexPopupBase + 100};
  }
`;

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1 0 auto;
  padding: ${({ theme }) => theme.token.sizeLG}px 0;
  &:focus {
    outline: none;
  }
`;

/** Page frame with header, one main landmark, footer and a "Skip to main content" link for keyboard users. */
export function PageLayout({ header, footer, children, contained = true, mainId = 'main-content' }: PageLayoutProps) {
  return (
    <Shell>
      <SkipLink href={`#${mainId}`}>Skip to main content</SkipLink>
      {header ? <header>{header}</header> : null}
      <Main id={mainId} tabIndex={-1}>
        {contained ? <Container>{children}</Container> : children}
      </Main>
      {footer ? <footer>{footer}</footer> : null}
    </Shell>
  );
}
