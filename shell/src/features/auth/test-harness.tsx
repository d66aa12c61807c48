// Renders an account screen the way the shell does (theme, router, toaster) with a probe on every other path, so
// tests can assert where a screen navigated to.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider, Toaster } from '@spotless/shared-ui';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, route: string, element: ReactElement) {
  return render(
    <SpotlessThemeProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={[route]}>
        <Toaster defaultDuration={0} />
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SpotlessThemeProvider>,
  );
}
