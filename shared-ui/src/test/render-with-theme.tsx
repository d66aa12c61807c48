import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SpotlessThemeProvider } from '../theme/SpotlessThemeProvider';

/** Renders UI inside the Spotless theme, as the shell does. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }) => <SpotlessThemeProvider>{children}</SpotlessThemeProvider>, ...options });
}
