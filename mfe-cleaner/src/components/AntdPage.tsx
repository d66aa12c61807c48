// Wraps a page that uses antd parts (tables, tabs, notification lists) in the antd theme. Only those lazy pages
// import @spotless/shared-ui/antd, so the dashboard's first load (frame + /cleaner) carries no antd at all.
import type { ReactNode } from 'react';
import { AntdThemeProvider } from '@spotless/shared-ui/antd';

export function AntdPage({ children }: { children: ReactNode }) {
  return <AntdThemeProvider>{children}</AntdThemeProvider>;
}
