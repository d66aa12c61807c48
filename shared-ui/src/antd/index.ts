/**
 * @spotless/shared-ui/antd: antd-based parts for dashboards. Each file imports only the antd components it uses,
 * so webpack keeps the rest of antd out of the bundle. Never import this entry from public pages' first paint.
 */
export { AntdThemeProvider, type AntdThemeProviderProps } from './AntdThemeProvider';
export { antdTheme } from './antd-theme';
export { DataTable, type DataTableProps } from './DataTable';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { tabFromSearch, searchWithTab } from './tab-param';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { confirmAction, type ConfirmActionOptions } from './confirm-action';
export { DateField, DATE_FORMAT, type DateFieldProps } from './DateField';
export { TimeField, TIME_FORMAT, type TimeFieldProps } from './TimeField';
export { NotificationList, type NotificationListProps, type NotificationItem } from './NotificationList';
export { SideMenu, type SideMenuProps, type SideMenuItem } from './SideMenu';
