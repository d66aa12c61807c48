// The sort of an admin list (newest or oldest first), beside its search.
import { ADMIN_LIST_SORT_LABELS, ADMIN_LIST_SORTS, type AdminListSort } from '@spotless/shared-data/console';
import { SelectField } from '@spotless/shared-ui';

const OPTIONS = ADMIN_LIST_SORTS.map((value) => ({ value, label: ADMIN_LIST_SORT_LABELS[value] }));

export function SortField({ value, onChange }: { value: AdminListSort; onChange: (sort: AdminListSort) => void }) {
  return (
    <div style={{ width: 180 }}>
      <SelectField label="Sort" value={value} options={OPTIONS} onValueChange={(v) => onChange(v as AdminListSort)} />
    </div>
  );
}
