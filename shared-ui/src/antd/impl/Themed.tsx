import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery';
import { antdTheme, stillAntdTheme } from '../antd-theme';

/**
 * The Spotless tokens around one antd part. Every lazily loaded part wraps itself in this, so the theme reaches it
 * wherever it is rendered (inside AntdThemeProvider or not, in a dialog root of its own...). All instances share one
 * theme object and one CSS-variable key (see antdTheme), so antd computes and injects the theme once per page; without
 * motion when the user asked for reduced motion (see stillAntdTheme).
 */
export function Themed({ children }: { children: ReactNode }) {
  const still = usePrefersReducedMotion();
  return <ConfigProvider theme={still ? stillAntdTheme : antdTheme}>{children}</ConfigProvider>;
}
