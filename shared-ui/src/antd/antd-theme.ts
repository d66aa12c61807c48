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
};
