import { breakpoints, media, tokens, type SpotlessTokens } from './tokens';

/** The styled-components theme: antd-named tokens plus breakpoints and ready-made media queries. */
export interface SpotlessTheme {
  token: SpotlessTokens;
  breakpoints: typeof breakpoints;
  media: typeof media;
}

/** The theme object every area shares (one instance, so remotes see the same values as the shell). */
export const spotlessTheme: SpotlessTheme = { token: tokens, breakpoints, media };

// Types `props.theme` in every styled component of the suite (and of every area importing shared-ui).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SpotlessTheme {}
}
