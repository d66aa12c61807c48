import { Table } from 'antd';
import type { TableHTMLAttributes } from 'react';
import type { DataTableProps } from '../DataTable';
import { pinActions } from '../data-table-columns';
import { Themed } from './Themed';

const hiddenCaption = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
  phoneLayout: _phoneLayout,
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
