// Renders an admin component with what the shell provides: theme, router, a fresh QueryClient (no server) and the
// toaster, so tests can read the spec's toasts.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SpotlessThemeProvider, Toaster } from '@spotless/shared-ui';

export function renderAdmin(ui: ReactElement, { route = '/admin' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <SpotlessThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </SpotlessThemeProvider>,
  );
}
