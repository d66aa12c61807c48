import type { ReactNode } from 'react';

/** Props of {@link AntdThemeProvider}. */
export interface AntdThemeProviderProps {
  children?: ReactNode;
}

/**
 * Marks a subtree that uses the antd parts. It costs nothing: every part of this entry loads its antd code on first
 * render and wraps itself in antd's ConfigProvider with the Spotless tokens, so the theme reaches it wherever it is
 * rendered (a page, a dialog root, a story). Kept so layouts can keep mounting it and so the theme has one place to
 * grow from; it no longer needs to sit above the parts.
 */
export function AntdThemeProvider({ children }: AntdThemeProviderProps) {
  return <>{children}</>;
}
