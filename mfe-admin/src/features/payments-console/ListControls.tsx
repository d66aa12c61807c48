// Above and below each money list: a status filter, a search by reference or e-mail, and a pager that says how many
// rows match in all (the lists are paged in the database; nothing is cut off unseen).
import { useEffect, useState, type FormEvent } from 'react';
import { Button, SelectField, Text, TextField } from '@spotless/shared-ui';

export function ListFilters({
  label,
  status,
  statuses,
  onStatus,
  search,
  onSearch,
}: {
  /** Names the list, e.g. "Payments". */
  label: string;
  status: string;
  statuses: ReadonlyArray<{ value: string; label: string }>;
  onStatus: (status: string) => void;
  search: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginBottom: 12 }}>
      <div style={{ flex: '0 1 200px', minWidth: 160 }}>
        <SelectField label="Status" value={status} onValueChange={onStatus} options={[{ value: 'all', label: 'All' }, ...statuses]} />
      </div>
      {/* Shrinks to the phone's width (a fixed 280 px field pushed Search past a 390 px screen's edge). */}
      <form
        role="search"
        aria-label={`Search ${label.toLowerCase()}`}
        onSubmit={submit}
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flex: '1 1 300px', minWidth: 0, maxWidth: 400 }}
      >
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <TextField label="Reference or e-mail" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  );
}

export function Pager({ label, page, pageSize, total, onPage }: { label: string; page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`${label} pages`} style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'flex-end', marginTop: 12 }}>
      <Text as="span" tone="secondary" data-testid="pager-total">
        {total === 0 ? 'None' : `${first}–${last} of ${total}`}
      </Text>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
