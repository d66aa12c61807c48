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
 * The same theme without motion, for people who ask their system for reduced motion (common on mid-range Android:
 * "remove animations"). antd must be told, not just have its animations cut short by the global stylesheet: its
 * popups (date and time pickers, selects) are aligned when their opening motion is prepared, and with the motion
 * cut to nothing by CSS they stayed at their measuring position far off screen. A key of its own keeps its CSS
 * variables (motion durations of 0s) apart from the animated theme's.
 */
export const stillAntdTheme: ThemeConfig = {
  ...antdTheme,
  token: { ...aliasTokens, motion: false },
  cssVar: { key: 'spotless-antd-still' },
};
