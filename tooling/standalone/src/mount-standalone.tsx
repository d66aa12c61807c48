import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataProvider } from '@spotless/shared-data';
import { SpotlessThemeProvider, Toaster } from '@spotless/shared-ui';
import { BrowserRouter, Route, Routes } from '@spotless/shared-ui/router';
import { AREA_PREFIX } from '@spotless/tooling/federation/area-routes';
import type { AreaName, RemoteApp } from '@spotless/tooling/federation/remote-contract';
import { connectDevSupabase } from './connect-dev-supabase';

/**
 * Renders an area's App into #root under its usual URL prefix, inside the router and providers the shell gives it
 * when the area is loaded through Module Federation (the App itself must not create them: see remote-contract.ts).
 */
export function mountStandalone(area: AreaName, App: RemoteApp): void {
  const basePath = AREA_PREFIX[area];
  void connectDevSupabase(area);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  createRoot(rootElement).render(
    <StrictMode>
      <SpotlessThemeProvider>
        <DataProvider>
          <BrowserRouter>
            <Toaster />
            <Routes>
              <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
            </Routes>
          </BrowserRouter>
        </DataProvider>
      </SpotlessThemeProvider>
    </StrictMode>,
  );
}
