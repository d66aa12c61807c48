// Renders a client component with what the shell provides: theme, router and a fresh QueryClient (no server).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SpotlessThemeProvider } from '@spotless/shared-ui';

export function renderClient(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <SpotlessThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </SpotlessThemeProvider>,
  );
}
