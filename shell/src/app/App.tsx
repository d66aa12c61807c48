// The shell's React tree: one router, one theme, one data layer and one toaster for every area.
import { StrictMode } from 'react';
import { BrowserRouter } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { DataProvider } from '@spotless/shared-data';
import type { AreaLoaders } from '../routing/area-loaders';
import { AppRoutes } from './AppRoutes';
import { ShellToaster } from './ShellToaster';
import { HumanCheckHost } from '../features/captcha/HumanCheckHost';

export function App({ loaders }: { loaders: AreaLoaders }) {
  return (
    <StrictMode>
      <SpotlessThemeProvider>
        <DataProvider>
          <BrowserRouter>
            <ShellToaster />
            <HumanCheckHost />
            <AppRoutes loaders={loaders} />
          </BrowserRouter>
        </DataProvider>
      </SpotlessThemeProvider>
    </StrictMode>
  );
}
