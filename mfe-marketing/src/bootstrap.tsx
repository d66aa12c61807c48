// Standalone development mount of the marketing area (webpack serve in mfe-marketing/): its own router and providers, which the
// shell provides when the area is loaded through Module Federation. Reads /config.json when the dev server has one,
// so the area can talk to local-supabase on its own.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@spotless/shared-ui/router';
import { configureSupabase, DataProvider, initAuth } from '@spotless/shared-data';
import { SpotlessThemeProvider, Toaster } from '@spotless/shared-ui';
import AreaApp from './export-app';

const BASE_PATH = '';

async function connectSupabase(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) return;
    const config = (await response.json()) as { supabaseUrl?: string; supabaseAnonKey?: string };
    if (!config.supabaseUrl || !config.supabaseAnonKey) return;
    configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
    void initAuth();
  } catch {
    console.warn('[marketing] standalone: no /config.json, running without Supabase');
  }
}

void connectSupabase();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <SpotlessThemeProvider>
      <DataProvider>
        <BrowserRouter>
          <Toaster />
          <Routes>
            <Route path={`${BASE_PATH}/*`} element={<AreaApp basePath={BASE_PATH} />} />
          </Routes>
        </BrowserRouter>
      </DataProvider>
    </SpotlessThemeProvider>
  </StrictMode>,
);
