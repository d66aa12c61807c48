import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdTheme } from '../antd-theme';

/**
 * The Spotless tokens around one antd part. Every lazily loaded part wraps itself in this, so the theme reaches it
 * wherever it is rendered (inside AntdThemeProvider or not, in a dialog root of its own...). All instances share one
 * theme object and one CSS-variable key (see antdTheme), so antd computes and injects the theme once per page.
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={antdTheme}>{children}</ConfigProvider>;
}
