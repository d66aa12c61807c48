// Cleaner Match: schedules (pending ones can be matched to a cleaner) and a form adding a schedule that matches a
// client and a cleaner at once (insert pending + RPC match_schedule, which lays out the visits).
import { useState } from 'react';
import {
  ADMIN_TEXTS,
  MESSAGES,
  SCHEDULE_TYPES,
  useAddMatchedSchedule,
  useAdminCleaners,
  useAdminClients,
  useAdminSchedules,
  useMatchSchedule,
  type AdminSchedule,
  type NewMatchedSchedule,
} from '@spotless/shared-data';
import { Button, Card, SelectField, StatusBadge, TextField, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';

type Option = { value: string; label: string };

function MatchPending({ schedule, cleaners }: { schedule: AdminSchedule; cleaners: Option[] }) {
  const [cleanerId, setCleanerId] = useState('');
  const match = useMatchSchedule();
  if (schedule.status !== 'pending') return null;
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'flex-end' }}>
      <SelectField label={`Cleaner for ${schedule.client_name}`} hideLabel placeholder="Select a cleaner" options={cleaners} value={cleanerId} onValueChange={setCleanerId} />
      <Button
        size="sm"
        disabled={!cleanerId || match.isPending}
        onClick={() =>
          match.mutateAsync({ scheduleId: schedule.id, cleanerId }).then(
            () => toast.success(ADMIN_TEXTS.scheduleMatched),
            (e: unknown) => toastError(e, MESSAGES.schedules.addError),
          )
        }
      >
        Match
      </Button>
    </span>
  );
}

const EMPTY = { clientId: '', cleanerId: '', serviceType: 'Monthly Cleaning', startDate: '', serviceTime: '', location: '' };

export function MatchTab() {
  const schedules = useAdminSchedules();
  const clients = useAdminClients();
  const cleaners = useAdminCleaners();
  const add = useAddMatchedSchedule();
  const [form, setForm] = useState(EMPTY);
  const cleanerOptions: Option[] = (cleaners.data ?? [])
    .filter((c) => c.status === 'active' && c.verification_status === 'verified')
    .map((c) => ({ value: c.user_id, label: c.display_name || c.email || c.user_id }));
  const clientOptions: Option[] = (clients.data ?? []).map((c) => ({ value: c.id, label: c.full_name || c.email || c.id }));
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
            add.mutate({ ...form, serviceType: form.serviceType as NewMatchedSchedule['serviceType'] }, {
              onSuccess: () => {
                toast.success(MESSAGES.schedules.added);
                setForm(EMPTY);
              },
              onError: (e) => toastError(e, MESSAGES.schedules.addError),
            });
          }}
        >
          <SelectField label="Client" required placeholder="Select a client" options={clientOptions} value={form.clientId} onValueChange={set('clientId')} />
          <SelectField label="Cleaner" required placeholder="Select a cleaner" options={cleanerOptions} value={form.cleanerId} onValueChange={set('cleanerId')} />
          <SelectField label="Service type" options={[...SCHEDULE_TYPES]} value={form.serviceType} onValueChange={set('serviceType')} />
          <TextField label="Date" type="date" required value={form.startDate} onChange={(e) => set('startDate')(e.target.value)} />
          <TextField label="Time" type="time" required value={form.serviceTime} onChange={(e) => set('serviceTime')(e.target.value)} />
          <TextField label="Location" value={form.location} onChange={(e) => set('location')(e.target.value)} />
          <Button type="submit" disabled={add.isPending}>
            Add Schedule
          </Button>
        </form>
      </Card>
      <QueryFrame isLoading={schedules.isLoading} error={schedules.error} onRetry={() => void schedules.refetch()}>
        <DataTable<AdminSchedule>
          caption="Schedules"
          rowKey="id"
          dataSource={schedules.data ?? []}
          emptyText={MESSAGES.empty.schedules}
          columns={[
            { title: 'Client', dataIndex: 'client_name' },
            { title: 'Cleaner', dataIndex: 'cleaner_name' },
            { title: 'Service', dataIndex: 'service_type' },
            { title: 'Date', dataIndex: 'start_date' },
            { title: 'Time', dataIndex: 'service_time', render: (t: string) => t?.slice(0, 5) },
            { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusBadge status={s} /> },
            { title: 'Match', key: 'match', render: (_, s) => <MatchPending schedule={s} cleaners={cleanerOptions} /> },
          ]}
        />
      </QueryFrame>
    </section>
  );
}
