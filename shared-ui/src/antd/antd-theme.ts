import type { ThemeConfig } from 'antd';
import type { AliasToken } from 'antd/es/theme/interface';
import { tokens } from '../theme/tokens';

// Assigning through AliasToken makes the compiler check that every shared token name and type is one antd knows.
const aliasTokens: Partial<AliasToken> = tokens;

/** antd theme built from the single token source, so dashboards and public pages look the same. */
export const antdTheme: ThemeConfig = {
  token: aliasTokens,
  components: {
    // Notification lists and tables read better with the layout background behind headers.
    Table: { headerBg: tokens.colorBgLayout },
  },
  // Every antd part wraps itself in a ConfigProvider with this theme (parts load lazily, one by one). A fixed key
  // makes them all share one block of CSS variables instead of one per provider (antd's default key is a useId).
  cssVar: { key: 'spotless-antd' },
};

/**
 * The same theme with near-instant motion, for people who ask their system for reduced motion (common on mid-range
 * Android: "remove animations"). antd's popups (date and time pickers, selects) are aligned while their opening
 * motion is prepared: when the global stylesheet cut that motion to nothing they stayed at their measuring position
 * far off screen, and with antd's motion switched off (token `motion: false`) they were aligned before they could be
 * measured, far below the field. So antd keeps its motion, only 10 ms long, and the global rule leaves antd's
 * elements alone (GlobalStyle). A key of its own keeps its CSS variables apart from the animated theme's.
 */
export const stillAntdTheme: ThemeConfig = {
  ...antdTheme,
  token: { ...aliasTokens, motionDurationFast: '0.01s', motionDurationMid: '0.01s', motionDurationSlow: '0.01s' },
  cssVar: { key: 'spotless-antd-still' },
};
