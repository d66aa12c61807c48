import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visually-hidden';
import type { DataTableProps } from './DataTable';
import { isActionColumn, pageOf, readCell, rowKeyOf, tableColumns, titleText, type CardColumn } from './data-table-columns';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.sizeSM}px;
`;

const Item = styled.li`
  background: ${tokens.colorBgContainer};
  border: 1px solid ${tokens.colorBorderSecondary};
  border-radius: ${tokens.borderRadiusLG}px;
  padding: ${tokens.sizeSM}px ${tokens.size}px;
  /* Long names, e-mails and references wrap inside the card instead of being cut or widening the page. */
  overflow-wrap: anywhere;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.sizeSM}px;
  font-weight: 600;
  margin-bottom: 4px;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(88px, 38%) minmax(0, 1fr);
  column-gap: ${tokens.sizeSM}px;
  row-gap: 4px;
  margin: 0;
  font-size: ${tokens.fontSizeSM}px;

  dt {
    color: ${tokens.colorTextSecondary};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
  /* Badges and tags keep to one line in a table cell; in a card's narrow column they wrap rather than be cut. */
  dd > * {
    max-width: 100%;
  }
  dd * {
    white-space: normal;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.sizeSM}px;
  margin-top: ${tokens.sizeSM}px;
  padding-top: ${tokens.sizeSM}px;
  border-top: 1px solid ${tokens.colorBorderSecondary};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.sizeSM}px;
  margin-top: ${tokens.sizeSM}px;
  font-size: ${tokens.fontSizeSM}px;

  button {
    min-height: 44px;
    min-width: 88px;
    padding: 0 ${tokens.sizeSM}px;
    border: 1px solid ${tokens.colorBorder};
    border-radius: ${tokens.borderRadius}px;
    background: ${tokens.colorBgContainer};
    color: ${tokens.colorText};
    font: inherit;
  }
  button:disabled {
    color: ${tokens.colorTextSecondary};
    background: ${tokens.colorBgLayout};
  }
`;

const Caption = styled.h3<{ $hidden: boolean }>`
  font-size: ${tokens.fontSize}px;
  margin: 0 0 ${tokens.sizeSM}px;
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Plain = styled.p`
  margin: 0;
  padding: ${tokens.size}px;
  text-align: center;
  color: ${tokens.colorTextSecondary};
`;

const Toggle = styled.button`
  background: none;
  border: none;
  padding: 8px 0;
  color: ${tokens.colorLink};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

type Selection<Row> = NonNullable<DataTableProps<Row>['rowSelection']>;

function SelectBox<Row>({ row, rowKey, selection, selected, onToggle }: { row: Row; rowKey: Key; selection: Selection<Row>; selected: boolean; onToggle: (key: Key) => void }) {
  const extra = (selection.getCheckboxProps?.(row) ?? {}) as { 'aria-label'?: string; disabled?: boolean };
  return (
    <input
      type="checkbox"
      style={{ width: 20, height: 20, marginTop: 2, flex: 'none' }}
      aria-label={extra['aria-label'] ?? 'Select row'}
      disabled={extra.disabled}
      checked={selected}
      onChange={() => onToggle(rowKey)}
    />
  );
}

/**
 * {@link DataTable} below 768 px: one card per row, the first column as its heading, the other columns as
 * label–value pairs and the action columns (actions, match, assign) as a row of buttons at the bottom, so that on a
 * phone every field and every button is on screen without sideways scrolling. Takes the same props as the table:
 * columns' render functions, row selection, expandable rows and pagination (client-side, or server-side when
 * `pagination.total` says there are more rows than were given).
 */
export function DataCards<Row extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  emptyText = 'No data',
  caption,
  showCaption = false,
  pagination,
  rowSelection,
  expandable,
}: DataTableProps<Row>) {
  const rows = useMemo(() => (dataSource ?? []) as Row[], [dataSource]);
  const all = useMemo(() => tableColumns(columns), [columns]);
  const fields = all.filter((c) => !isActionColumn(c));
  const actions = all.filter(isActionColumn);
  const [heading, ...details] = fields;
  const [ownPage, setOwnPage] = useState(1);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set());
  const [ownSelected, setOwnSelected] = useState<Key[]>([]);
  const captionId = useId();

  // Clamped on every render (rows went away after a filter or a delete): no state to keep in step.
  const page = pageOf(pagination, rows.length, ownPage);

  const goTo = (next: number) => {
    setOwnPage(next);
    if (pagination) pagination.onChange?.(next, page.size);
  };

  const selectedKeys = rowSelection?.selectedRowKeys ?? ownSelected;
  const toggleSelected = (key: Key) => {
    const next = selectedKeys.includes(key) ? selectedKeys.filter((k) => k !== key) : [...selectedKeys, key];
    setOwnSelected(next);
    rowSelection?.onChange?.(next, rows.filter((r, i) => next.includes(rowKeyOf(rowKey, r, i))), { type: 'multiple' });
  };

  const shown = page.slice ? rows.slice((page.clamped - 1) * page.size, page.clamped * page.size) : rows;
  const label = (c: CardColumn<Row>) => titleText(c);

  return (
    <section aria-labelledby={caption ? captionId : undefined} aria-busy={loading || undefined}>
      {caption ? (
        <Caption id={captionId} $hidden={!showCaption}>
          {caption}
        </Caption>
      ) : null}
      {rows.length === 0 ? (
        <Plain role="status">{loading ? 'Loading…' : emptyText}</Plain>
      ) : (
        <List style={loading ? { opacity: 0.6 } : undefined}>
          {shown.map((row) => {
            const index = rows.indexOf(row);
            const key = rowKeyOf(rowKey, row, index);
            const canExpand = expandable?.expandedRowRender && (expandable.rowExpandable?.(row) ?? true);
            const isOpen = expanded.has(key);
            return (
              <Item key={key}>
                <Head>
                  {rowSelection ? <SelectBox row={row} rowKey={key} selection={rowSelection} selected={selectedKeys.includes(key)} onToggle={toggleSelected} /> : null}
                  {heading ? <div>{readCell(heading, row, index)}</div> : null}
                </Head>
                {details.length > 0 ? (
                  <Fields>
                    {details.map((c, i) => (
                      <FieldPair key={String(c.key ?? i)} label={label(c)} value={readCell(c, row, index)} />
                    ))}
                  </Fields>
                ) : null}
                {canExpand ? (
                  <>
                    <Toggle type="button" aria-expanded={isOpen} onClick={() => setExpanded((s) => toggleKey(s, key))}>
                      {isOpen ? 'Hide details' : 'Show details'}
                    </Toggle>
                    {isOpen ? <div>{expandable.expandedRowRender?.(row, index, 0, true)}</div> : null}
                  </>
                ) : null}
                <CardActions cells={actions.map((c) => readCell(c, row, index))} />
              </Item>
            );
          })}
        </List>
      )}
      {page.count > 1 || (page.count === 1 && !page.hideOnSinglePage) ? (
        <Pager aria-label={caption ? `${caption} pages` : 'Pages'}>
          <button type="button" disabled={page.clamped <= 1} onClick={() => goTo(page.clamped - 1)}>
            Previous
          </button>
          <span aria-live="polite">
            Page {page.clamped} of {page.count}
            {page.total > shown.length ? ` · ${page.total.toLocaleString('en-NG')} in all` : ''}
          </span>
          <button type="button" disabled={page.clamped >= page.count} onClick={() => goTo(page.clamped + 1)}>
            Next
          </button>
        </Pager>
      ) : null}
    </section>
  );
}

function FieldPair({ label, value }: { label: string; value: ReactNode }) {
  // An empty cell says so instead of leaving a label hanging.
  return (
    <>
      <dt>{label}</dt>
      <dd>{isBlank(value) ? '—' : value}</dd>
    </>
  );
}

/** The row's buttons; nothing at all (no empty bar) when no action applies to the row, e.g. a cancelled booking. */
function CardActions({ cells }: { cells: ReactNode[] }) {
  const present = cells.filter((cell) => !isBlank(cell));
  if (present.length === 0) return null;
  return (
    <Actions>
      {present.map((cell, i) => (
        <div key={i} style={{ display: 'flex', flexWrap: 'wrap', gap: tokens.sizeSM }}>
          {cell}
        </div>
      ))}
    </Actions>
  );
}

function isBlank(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.every(isBlank));
}

function toggleKey(set: Set<Key>, key: Key): Set<Key> {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
