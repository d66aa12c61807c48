import { Table, type TableProps } from 'antd';
import type { ReactNode, TableHTMLAttributes } from 'react';

/** Props of {@link DataTable}: antd Table props plus the texts the spec asks for. */
export interface DataTableProps<Row> extends Omit<TableProps<Row>, 'locale' | 'loading'> {
  /** Shows antd's loading overlay. */
  loading?: boolean;
  /** Text when there are no rows, e.g. "No bookings found.". */
  emptyText?: ReactNode;
  /** Accessible name of the table (rendered as its caption, visually hidden unless `showCaption`). */
  caption?: string;
  showCaption?: boolean;
}

const hiddenCaption = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Dashboard table: antd Table with loading and empty texts, and horizontal scrolling so wide tables stay usable
 * on 360 px phones instead of squeezing columns.
 */
export function DataTable<Row extends object>({
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
  );
}
