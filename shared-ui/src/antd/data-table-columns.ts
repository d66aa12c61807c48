import type { Key, ReactNode } from 'react';
import type { TableColumnType, TablePaginationConfig } from 'antd';
import type { DataTableProps } from './DataTable';

/** One leaf column of a DataTable (antd column groups are flattened into their leaves). */
export type CardColumn<Row> = TableColumnType<Row>;

/**
 * Columns of buttons: keys `actions`, `match`, `assign`, as every table of the suite names them. The table pins them
 * to its right edge; the phone cards put them in a row of their own at the bottom of each card.
 */
const ACTION_KEYS = new Set(['actions', 'match', 'assign']);

export function isActionColumn<Row>(column: CardColumn<Row>): boolean {
  return typeof column.key === 'string' && ACTION_KEYS.has(column.key);
}

/**
 * A wide table scrolls sideways, and at 1366 px or on a phone the Verify, Edit or Match buttons were past the edge,
 * out of sight: action columns stay pinned to the right. A column that says where it is fixed keeps its own choice.
 */
export function pinActions<Row>(columns: DataTableProps<Row>['columns']): DataTableProps<Row>['columns'] {
  return columns?.map((column) => (column.fixed === undefined && isActionColumn(column as CardColumn<Row>) ? { ...column, fixed: 'right' as const } : column));
}

/** The visible leaf columns, in order. */
export function tableColumns<Row>(columns: DataTableProps<Row>['columns']): CardColumn<Row>[] {
  const out: CardColumn<Row>[] = [];
  const walk = (list: NonNullable<DataTableProps<Row>['columns']>) => {
    for (const column of list) {
      if ((column as { hidden?: boolean }).hidden) continue;
      const children = (column as { children?: NonNullable<DataTableProps<Row>['columns']> }).children;
      if (children) walk(children);
      else out.push(column as CardColumn<Row>);
    }
  };
  walk(columns ?? []);
  return out;
}

/** A column's title as plain text, for the label beside its value on a card. */
export function titleText<Row>(column: CardColumn<Row>): string {
  const title = typeof column.title === 'function' ? column.title({}) : column.title;
  if (typeof title === 'string' || typeof title === 'number') return String(title);
  return typeof column.key === 'string' ? column.key : '';
}

function valueAt(row: object, dataIndex: CardColumn<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const step of path) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string | number, unknown>)[step as string | number];
  }
  return value;
}

/** What a column shows for a row, as the table would render it (render functions may return `{ children }`). */
export function readCell<Row extends object>(column: CardColumn<Row>, row: Row, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex as CardColumn<object>['dataIndex']);
  if (!column.render) return value as ReactNode;
  const rendered = column.render(value, row, index) as ReactNode | { children?: ReactNode };
  if (rendered && typeof rendered === 'object' && !Array.isArray(rendered) && 'children' in rendered && !('$$typeof' in rendered)) {
    return rendered.children ?? null;
  }
  return rendered as ReactNode;
}

export function rowKeyOf<Row extends object>(rowKey: DataTableProps<Row>['rowKey'], row: Row, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  if (typeof rowKey === 'string' || typeof rowKey === 'number') return (row as Record<string, Key>)[rowKey] ?? index;
  return (row as { key?: Key }).key ?? index;
}

export interface PageState {
  /** Rows per page. */
  size: number;
  /** The page shown, kept within 1..count. */
  clamped: number;
  count: number;
  total: number;
  /** True when the rows given are all the rows (the cards cut the page out themselves). */
  slice: boolean;
  hideOnSinglePage: boolean;
}

/**
 * The page to show, from the table's `pagination` prop: `false` shows every row; a `total` larger than the rows
 * given means the caller pages on the server and `dataSource` is the current page; otherwise the rows are cut here.
 */
export function pageOf(pagination: false | TablePaginationConfig | undefined, rowCount: number, ownPage: number): PageState {
  if (pagination === false) return { size: Math.max(rowCount, 1), clamped: 1, count: 1, total: rowCount, slice: false, hideOnSinglePage: true };
  const size = pagination?.pageSize ?? 10;
  const server = pagination?.total !== undefined && pagination.total > rowCount;
  const total = server ? (pagination?.total ?? rowCount) : rowCount;
  const count = Math.max(1, Math.ceil(total / size));
  const wanted = pagination?.current ?? ownPage;
  return {
    size,
    clamped: Math.min(Math.max(1, wanted), count),
    count,
    total,
    slice: !server,
    hideOnSinglePage: pagination?.hideOnSinglePage ?? pagination === undefined,
  };
}
