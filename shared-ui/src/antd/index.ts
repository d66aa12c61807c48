/**
 * @spotless/shared-ui/antd: antd-based parts for dashboards. This entry is a Module Federation shared singleton, and
 * shared modules are not tree-shaken, so it must stay light: each part here is a small wrapper that fetches its antd
 * implementation (./impl/*) on first render, and confirmAction on first call. Webpack gives every implementation a
 * chunk of its own (antd internals they share go into common chunks), all provided by the same container, so antd's
 * context and style cache stay single instances. Nothing in this file's static import graph may import antd values
 * (checked by src/test/antd-entry-light.test.ts).
 */
export { AntdThemeProvider, type AntdThemeProviderProps } from './AntdThemeProvider';
export { antdTheme } from './antd-theme';
export { DataTable, type DataTableProps } from './DataTable';
export { preloadTabs, Tabs, type TabsProps, type TabItem } from './Tabs';
export { tabFromSearch, searchWithTab } from './tab-param';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { confirmAction, type ConfirmActionOptions } from './confirm-action';
export { DateField, DATE_FORMAT, type DateFieldProps } from './DateField';
export { TimeField, TIME_FORMAT, type TimeFieldProps } from './TimeField';
export { NotificationList, type NotificationListProps, type NotificationItem } from './NotificationList';
export { SideMenu, type SideMenuProps, type SideMenuItem } from './SideMenu';
