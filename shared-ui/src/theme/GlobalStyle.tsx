import { createGlobalStyle } from 'styled-components';

/**
 * Base document styles: font, colours, box sizing, a visible focus ring for keyboard users,
 * and motion switched off for people who ask their system for reduced motion. antd's elements (classes ant-*) are
 * left out of that rule: their popups are positioned by their own motion, which stillAntdTheme shortens instead.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.token.fontFamily};
    font-size: ${({ theme }) => theme.token.fontSize}px;
    line-height: ${({ theme }) => theme.token.lineHeight};
    color: ${({ theme }) => theme.token.colorText};
    background: ${({ theme }) => theme.token.colorBgLayout};
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.token.colorFocus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *:not([class*='ant-']), *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
