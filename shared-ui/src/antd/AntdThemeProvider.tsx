import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdTheme } from './antd-theme';

/** Props of {@link AntdThemeProvider}. */
export interface AntdThemeProviderProps {
  children?: ReactNode;
}

/**
 * antd's ConfigProvider with the Spotless tokens, plus antd's `App` so message/modal/notification hooks read the
 * theme. Mount it around dashboard routes only, never on public pages' first paint.
 */
export function AntdThemeProvider({ children }: AntdThemeProviderProps) {
  return (
    <ConfigProvider theme={antdTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
