// Cleaner Match (data-free): a form adding a schedule that matches a client and a cleaner at once, and the schedules
// (a pending one can be matched to a cleaner). onAdd resolves true when the schedule was added (the form clears).
import { useState } from 'react';
import { formatDate, MESSAGES, SCHEDULE_TYPES, type AdminSchedule, type NewMatchedSchedule } from '@spotless/shared-data';
import { Button, Card, SelectField, StatusBadge, TextField, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

export type Option = { value: string; label: string };

function MatchPending({ schedule, cleaners, busy, onMatch }: { schedule: AdminSchedule; cleaners: readonly Option[]; busy?: boolean; onMatch: (scheduleId: string, cleanerId: string) => void }) {
  const [cleanerId, setCleanerId] = useState('');
  if (schedule.status !== 'pending') return null;
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'flex-end' }}>
      <SelectField label={`Cleaner for ${schedule.client_name}`} hideLabel placeholder="Select a cleaner" options={cleaners} value={cleanerId} onValueChange={setCleanerId} />
      <Button size="sm" disabled={!cleanerId || busy} onClick={() => onMatch(schedule.id, cleanerId)}>
        Match
      </Button>
    </span>
  );
}

const EMPTY = { clientId: '', cleanerId: '', serviceType: 'Monthly Cleaning', startDate: '', serviceTime: '', location: '' };

export function MatchView({
  schedules,
  clients,
  cleaners,
  adding,
  matching,
  onAdd,
  onMatch,
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
} & ListState) {
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
          <SelectField label="Client" required placeholder="Select a client" options={clients} value={form.clientId} onValueChange={set('clientId')} />
          <SelectField label="Cleaner" required placeholder="Select a cleaner" options={cleaners} value={form.cleanerId} onValueChange={set('cleanerId')} />
          <SelectField label="Service type" options={[...SCHEDULE_TYPES]} value={form.serviceType} onValueChange={set('serviceType')} />
          <TextField label="Date" type="date" required value={form.startDate} onChange={(e) => set('startDate')(e.target.value)} />
          <TextField label="Time" type="time" required value={form.serviceTime} onChange={(e) => set('serviceTime')(e.target.value)} />
          <TextField label="Location" value={form.location} onChange={(e) => set('location')(e.target.value)} />
          <Button type="submit" disabled={adding}>
            Add Schedule
          </Button>
        </form>
      </Card>
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <DataTable<AdminSchedule>
          caption="Schedules"
          rowKey="id"
          dataSource={[...schedules]}
          emptyText={MESSAGES.empty.schedules}
          columns={[
            { title: 'Client', dataIndex: 'client_name' },
            { title: 'Cleaner', dataIndex: 'cleaner_name' },
            { title: 'Service', dataIndex: 'service_type' },
            { title: 'Date', dataIndex: 'start_date', render: (d: string | null) => (d ? formatDate(d) : '—') },
            { title: 'Time', dataIndex: 'service_time', render: (t: string) => t?.slice(0, 5) },
            { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusBadge status={s} /> },
            { title: 'Match', key: 'match', render: (_, s) => <MatchPending schedule={s} cleaners={cleaners} busy={matching} onMatch={onMatch} /> },
          ]}
        />
      </QueryFrame>
    </section>
  );
}
