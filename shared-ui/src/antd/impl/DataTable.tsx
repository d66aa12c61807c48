import { Table } from 'antd';
import type { TableHTMLAttributes } from 'react';
import type { DataTableProps } from '../DataTable';
import { Themed } from './Themed';

const hiddenCaption = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Columns of buttons (keys `actions`, `match`, `assign`, as every table of the suite names them) stay pinned to the
 * right edge: a wide table scrolls sideways, and at 1366 px or on a phone the Verify, Edit or Match buttons were past
 * the edge, out of sight. A column that says where it is fixed keeps its own choice.
 */
const ACTION_KEYS = new Set(['actions', 'match', 'assign']);

function pinActions<Row>(columns: DataTableProps<Row>['columns']): DataTableProps<Row>['columns'] {
  return columns?.map((column) =>
    column.fixed === undefined && typeof column.key === 'string' && ACTION_KEYS.has(column.key) ? { ...column, fixed: 'right' as const } : column,
  );
}

/** antd Table behind {@link DataTable} (loaded on first use). */
export default function DataTableImpl<Row extends object>({
  loading = false,
  emptyText = 'No data',
  caption,
  showCaption = false,
  scroll,
  pagination,
  size = 'middle',
  columns,
  ...rest
}: DataTableProps<Row>) {
  return (
    <Themed>
      <Table<Row>
        loading={loading}
        locale={{ emptyText }}
        scroll={{ x: 'max-content', ...scroll }}
        pagination={pagination ?? { pageSize: 10, hideOnSinglePage: true }}
        size={size}
        columns={pinActions(columns)}
        title={caption && showCaption ? () => caption : undefined}
        components={
          caption && !showCaption
            ? {
                table: (props: TableHTMLAttributes<HTMLTableElement>) => (
                  <table {...props}>
                    <caption style={hiddenCaption}>{caption}</caption>
                    {props.children}
                  </table>
                ),
              }
            : undefined
        }
        {...rest}
      />
    </Themed>
  );
}
