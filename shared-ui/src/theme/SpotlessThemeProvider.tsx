import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { spotlessTheme } from './theme';

/** Props of {@link SpotlessThemeProvider}. */
export interface SpotlessThemeProviderProps {
  children?: ReactNode;
  /** Inject the base document styles. The shell wants them once; a remote mounted inside the shell does not. */
  withGlobalStyle?: boolean;
}

/** Puts the Spotless tokens into styled-components' theme context (antd-free). */
export function SpotlessThemeProvider({ children, withGlobalStyle = true }: SpotlessThemeProviderProps) {
  return (
    <ThemeProvider theme={spotlessTheme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
