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

/** antd Table behind {@link DataTable} (loaded on first use). */
export default function DataTableImpl<Row extends object>({
  loading = false,
  emptyText = 'No data',
  caption,
  showCaption = false,
  scroll,
  pagination,
  size = 'middle',
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
