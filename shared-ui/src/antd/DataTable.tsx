import { lazy, Suspense, type ReactNode } from 'react';
import type { TableProps } from 'antd';
import { PartFallback } from './part-fallback';

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

// antd's Table (with its pagination, spin, empty state...) is a chunk of its own, fetched when a table first renders.
const DataTableImpl = lazy(() => import(/* webpackChunkName: "antd-data-table" */ './impl/DataTable')) as unknown as <Row extends object>(
  props: DataTableProps<Row>,
) => ReactNode;

/** About a header and four rows, so the page does not jump when the table arrives. */
const RESERVED_HEIGHT = 240;

/**
 * Dashboard table: antd Table with loading and empty texts, and horizontal scrolling so wide tables stay usable
 * on 360 px phones instead of squeezing columns.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<PartFallback label={props.caption ? `Loading ${props.caption}…` : 'Loading table…'} minHeight={RESERVED_HEIGHT} />}>
      <DataTableImpl<Row> {...props} />
    </Suspense>
  );
}
