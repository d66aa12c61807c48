/**
 * The single source of Spotless NG design tokens.
 *
 * Names follow antd's seed/map token vocabulary so the same object configures antd's ConfigProvider
 * (dashboards) and styled-components' ThemeProvider (light public pages) without translation.
 * Colours were chosen for WCAG AA contrast: every `*Text` colour reaches at least 4.5:1 on its `*Bg`,
 * and white text reaches at least 4.5:1 on primary, success and error.
 */
export const tokens = {
  // Brand and semantic colours (antd seeds).
  colorPrimary: '#0b5cad',
  colorSuccess: '#1a7f37',
  colorError: '#b42318',
  colorWarning: '#f5b301',
  colorInfo: '#0b5cad',
  colorLink: '#0b5cad',
  colorTextBase: '#1f2933',
  colorBgBase: '#ffffff',

  // Map tokens we rely on directly.
  colorPrimaryHover: '#094a8c',
  colorPrimaryActive: '#073a6e',
  colorPrimaryBg: '#e8f1fb',
  colorSuccessBg: '#e7f6ec',
  colorSuccessText: '#1a5e2a',
  colorSuccessBorder: '#7cc490',
  colorErrorBg: '#fdeceb',
  colorErrorText: '#a3120d',
  colorErrorBorder: '#f1a39c',
  colorWarningBg: '#fff6d6',
  colorWarningText: '#6b4e00',
  colorWarningBorder: '#f5b301',
  colorText: '#1f2933',
  colorTextSecondary: '#5c6370',
  colorTextLightSolid: '#ffffff',
  colorBgContainer: '#ffffff',
  colorBgLayout: '#f5f7fa',
  colorBgMask: 'rgba(15, 23, 42, 0.55)',
  colorBorder: '#c3cad4',
  colorBorderSecondary: '#e4e8ee',
  colorFocus: '#0b5cad',

  // Shape.
  borderRadius: 8,
  borderRadiusSM: 4,
  borderRadiusLG: 12,

  // Typography.
  fontFamily:
    "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontSize: 16,
  fontSizeSM: 14,
  fontSizeLG: 18,
  fontSizeXL: 20,
  fontSizeHeading1: 38,
  fontSizeHeading2: 30,
  fontSizeHeading3: 24,
  fontSizeHeading4: 20,
  fontSizeHeading5: 16,
  lineHeight: 1.5,
  controlHeight: 40,

  // Spacing scale (antd size map tokens, px).
  sizeXXS: 4,
  sizeXS: 8,
  sizeSM: 12,
  size: 16,
  sizeMD: 20,
  sizeLG: 24,
  sizeXL: 32,
  sizeXXL: 48,

  // Breakpoints: the spec's carousels switch at 768 and 1024 px.
  screenMD: 768,
  screenMDMin: 768,
  screenLG: 1024,
  screenLGMin: 1024,

  zIndexPopupBase: 1000,
} as const;

/** The shape of {@link tokens}; every value is readable from styled components as `theme.token.<name>`. */
export type SpotlessTokens = typeof tokens;

/** Viewport widths (px) at which layouts change: tablet from `md`, desktop from `lg`. */
export const breakpoints = { md: tokens.screenMD, lg: tokens.screenLG } as const;

/** Media queries for styled-components, mobile first. */
export const media = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
