// Layout route for the pages that use antd parts (tables, date pickers): mounts shared-ui's antd theme provider,
// loaded lazily so the dashboard's first paint (Profile) needs no antd at all.
import { lazy, Suspense } from 'react';
import { Outlet } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';

const AntdThemeProvider = lazy(() => import('@spotless/shared-ui/antd').then((m) => ({ default: m.AntdThemeProvider })));

export function AntdOutlet() {
  return (
    <Suspense fallback={<Loading />}>
      <AntdThemeProvider>
        <Outlet />
      </AntdThemeProvider>
    </Suspense>
  );
}
