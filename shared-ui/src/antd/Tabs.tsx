import { lazy, Suspense, type ReactNode } from 'react';
import type { TabsProps as AntTabsProps } from 'antd';
import { PartFallback } from './part-fallback';

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

let tabsChunk: Promise<typeof import('./impl/Tabs')> | undefined;
const loadTabs = () =>
  (tabsChunk ??= import(/* webpackChunkName: "antd-tabs" */ './impl/Tabs').catch((error: unknown) => {
    tabsChunk = undefined;
    throw error;
  }));
const TabsImpl = lazy(loadTabs);

/**
 * Fetches the tab bar's code ahead of its first render: a page that opens on tabs (an admin console screen) asks for
 * it with its own chunk, so its panel (and the panel's data request) does not wait one more round trip.
 */
export function preloadTabs(): Promise<unknown> {
  return loadTabs();
}

/** The tab bar (48 px with the Spotless font size, plus its 16 px margin) and the start of a panel. */
const RESERVED_HEIGHT = 160;

/** Dashboard tabs (antd) whose active key can be driven by the URL. */
export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={<PartFallback label={props['aria-label'] ? `Loading ${props['aria-label']}…` : 'Loading tabs…'} minHeight={RESERVED_HEIGHT} />}>
      <TabsImpl {...props} />
    </Suspense>
  );
}
