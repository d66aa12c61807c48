import { lazy, Suspense, type ReactNode } from 'react';
import type { TableProps } from 'antd';
import { breakpoints } from '../theme/tokens';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { DataCards } from './DataCards';
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
  /**
   * Below 768 px: `cards` (default) shows each row as a card with every field and its buttons on screen; `table`
   * keeps the table, scrolling sideways (for grids that only make sense as a grid).
   */
  phoneLayout?: 'cards' | 'table';
}

// antd's Table (with its pagination, spin, empty state...) is a chunk of its own, fetched when a table first renders.
const DataTableImpl = lazy(() => import(/* webpackChunkName: "antd-data-table" */ './impl/DataTable')) as unknown as <Row extends object>(
  props: DataTableProps<Row>,
) => ReactNode;

/** About a header and four rows, so the page does not jump when the table arrives. */
const RESERVED_HEIGHT = 240;

// Asked as max-width so that where matchMedia answers nothing (server rendering, unit tests) the table is rendered.
const PHONE = `(max-width: ${breakpoints.md - 0.02}px)`;

/**
 * Dashboard table: antd Table with loading and empty texts, pinned action columns and horizontal scrolling; below
 * 768 px, the same rows as cards (DataCards), so that on a phone no field is cut and no button is off screen.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const phone = useMediaQuery(PHONE);
  if (phone && props.phoneLayout !== 'table') return <DataCards<Row> {...props} />;
  return (
    <Suspense fallback={<PartFallback label={props.caption ? `Loading ${props.caption}…` : 'Loading table…'} minHeight={RESERVED_HEIGHT} />}>
      <DataTableImpl<Row> {...props} />
    </Suspense>
  );
}
