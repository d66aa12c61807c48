// Cleaner Match (data-free): a form adding a schedule that matches a client and a cleaner at once, and the schedules
// (a pending one can be matched to a cleaner). onAdd resolves true when the schedule was added (the form clears).
// Given onSearchClients / onSearchCleaners, the pickers search the database as you type (PersonPicker).
import { useState, type ReactNode } from 'react';
import { formatDate, MESSAGES, SCHEDULE_SLOT_STARTS, SCHEDULE_TYPES, scheduleSlotLabel } from '@spotless/shared-data';
import type { AdminSchedule, NewMatchedSchedule } from '@spotless/shared-data/console';
import { Button, Card, SelectField, StatusBadge, TextField, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

import { PersonPicker, type Option } from './PersonPicker';

export type { Option };

/** A picker's choices: the options shown, how many match in all, and the search behind them. */
interface PickerSource {
  options: readonly Option[];
  total?: number;
  onSearch?: (text: string) => void;
}

function MatchPending({ schedule, cleaners, busy, onMatch }: { schedule: AdminSchedule; cleaners: PickerSource; busy?: boolean; onMatch: (scheduleId: string, cleanerId: string) => void }) {
  const [cleanerId, setCleanerId] = useState('');
  if (schedule.status !== 'pending') return null;
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'flex-end' }}>
      <PersonPicker
        label={`Cleaner for ${schedule.client_name}`}
        hideLabel
        placeholder="Select a cleaner"
        options={cleaners.options}
        total={cleaners.total}
        onSearch={cleaners.onSearch}
        value={cleanerId}
        onChange={setCleanerId}
      />
      <Button size="sm" disabled={!cleanerId || busy} onClick={() => onMatch(schedule.id, cleanerId)}>
        Match
      </Button>
    </span>
  );
}

const SLOT_OPTIONS = SCHEDULE_SLOT_STARTS.map((start) => ({ value: start, label: scheduleSlotLabel(start) }));
const EMPTY = { clientId: '', cleanerId: '', serviceType: 'Monthly Cleaning', startDate: '', serviceTime: '', location: '' };

export function MatchView({
  schedules,
  clients,
  cleaners,
  adding,
  matching,
  onAdd,
  onMatch,
  clientsTotal,
  cleanersTotal,
  onSearchClients,
  onSearchCleaners,
  pager,
  search,
  loading = false,
  error = null,
  onRetry,
}: {
  schedules: readonly AdminSchedule[];
  clients: readonly Option[];
  /** Cleaners that can take work (active and verified). */
  cleaners: readonly Option[];
  adding?: boolean;
  matching?: boolean;
  onAdd: (schedule: NewMatchedSchedule) => Promise<boolean>;
  onMatch: (scheduleId: string, cleanerId: string) => void;
  /** How many clients / cleaners match the pickers' searches in all. */
  clientsTotal?: number;
  cleanersTotal?: number;
  /** Searches as you type (debounced by the container); without them the pickers are plain selects. */
  onSearchClients?: (text: string) => void;
  onSearchCleaners?: (text: string) => void;
  /** Below the schedules: their pager with the total (they are paged in the database). */
  pager?: ReactNode;
  /** Above the schedules: their search (by client, cleaner or location; in the database). */
  search?: ReactNode;
} & ListState) {
  const cleanerSource: PickerSource = { options: cleaners, total: cleanersTotal, onSearch: onSearchCleaners };
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const complete = form.clientId && form.cleanerId && form.startDate && form.serviceTime;
  return (
    <section aria-label="Cleaner Match">
      <Card title="Add Schedule" titleLevel={2}>
        <form
          style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', alignItems: 'end' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!complete) {
              toast.error(MESSAGES.schedules.addFailed);
              return;
            }
            void onAdd({ ...form, serviceType: form.serviceType as NewMatchedSchedule['serviceType'] }).then((added) => added && setForm(EMPTY));
          }}
        >
          <PersonPicker label="Client" required placeholder="Select a client" options={clients} total={clientsTotal} onSearch={onSearchClients} value={form.clientId} onChange={set('clientId')} />
          <PersonPicker label="Cleaner" required placeholder="Select a cleaner" options={cleaners} total={cleanersTotal} onSearch={onSearchCleaners} value={form.cleanerId} onChange={set('cleanerId')} />
          <SelectField label="Service type" options={[...SCHEDULE_TYPES]} value={form.serviceType} onValueChange={set('serviceType')} />
          <TextField label="Date" type="date" required value={form.startDate} onChange={(e) => set('startDate')(e.target.value)} />
          {/* Visits are two-hour slots (issue 27); match_schedule checks them against the cleaner's hours and jobs. */}
          <SelectField label="Time slot" required placeholder="Choose a time slot" options={SLOT_OPTIONS} value={form.serviceTime} onValueChange={set('serviceTime')} />
          <TextField label="Location" value={form.location} onChange={(e) => set('location')(e.target.value)} />
          <Button type="submit" disabled={adding}>
            Add Schedule
          </Button>
        </form>
      </Card>
      {search}
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <DataTable<AdminSchedule>
          // One page from the database; the pager below says how many in all.
          pagination={false}
          caption="Schedules"
          rowKey="id"
          dataSource={[...schedules]}
          emptyText={MESSAGES.empty.schedules}
          columns={[
            { title: 'Client', dataIndex: 'client_name' },
            { title: 'Cleaner', dataIndex: 'cleaner_name' },
            { title: 'Service', dataIndex: 'service_type' },
            { title: 'Date', dataIndex: 'start_date', render: (d: string | null) => (d ? formatDate(d) : '—') },
            { title: 'Time', dataIndex: 'service_time', render: (t: string) => (t ? scheduleSlotLabel(t) : '—') },
            { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusBadge status={s} /> },
            { title: 'Match', key: 'match', render: (_, s) => <MatchPending schedule={s} cleaners={cleanerSource} busy={matching} onMatch={onMatch} /> },
          ]}
        />
        {pager}
      </QueryFrame>
    </section>
  );
}
