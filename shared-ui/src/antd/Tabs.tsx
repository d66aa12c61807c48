import { Tabs as AntTabs, type TabsProps as AntTabsProps } from 'antd';
import type { ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export interface TabItem {
  key: string;
  label: ReactNode;
  children?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps extends Pick<AntTabsProps, 'size' | 'centered' | 'tabBarExtraContent' | 'type'> {
  items: readonly TabItem[];
  /**
   * Active tab (controlled). Pair with the URL to make tabs linkable:
   * `activeKey={tabFromSearch(location.search, 'tab', keys, 'profile')}` and navigate in `onChange`.
   */
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Render only the active panel (default) so inactive tabs do not fetch data. */
  destroyInactive?: boolean;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
}

/** Dashboard tabs (antd) whose active key can be driven by the URL. */
export function Tabs({ items, activeKey, defaultActiveKey, onChange, destroyInactive = true, ...rest }: TabsProps) {
  return (
    <AntTabs
      items={items.map((item) => ({ ...item }))}
      activeKey={activeKey}
      defaultActiveKey={defaultActiveKey}
      onChange={onChange}
      destroyOnHidden={destroyInactive}
      {...rest}
    />
  );
}
