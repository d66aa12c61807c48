// Your Cleaning Schedules: checkbox, client name, service type, date and time of the next visit and the upcoming
// visits (Lagos time, as the client moved or skipped them), status, actions (mark the visit completed, from its day
// on; client details modal with name, address, phone, location), Delete Selected
// (disabled when nothing is selected). A cleaner cannot delete a client's schedule (the client and admins own it):
// Delete Selected removes finished schedules (completed or expired) from this cleaner's own list, in the database
// (hide_my_schedules), so they stay gone on every device; active ones cannot be selected. Each visit is a booking of
// the schedule (issue 27): its time links to its booking page (timeline, messages, On my way / Start job / done).
import { useState } from 'react';
import { errorMessage, formatDate, formatNigerianPhone, MESSAGES } from '@spotless/shared-data';
import { formatSlot, slotTimes } from '@spotless/shared-data/booking-changes';
import { isFinishedSchedule, useCompleteVisit, useHideMySchedules, type CleanerSchedule } from '@spotless/shared-data/cleaner';
import { Button, EmptyState, ErrorState, Modal, StatusBadge, Text, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { Link } from '@spotless/shared-ui/router';
import { dateOrDash } from './labels';

export function SchedulesTable({ rows, loading, error, onRetry }: { rows: readonly CleanerSchedule[]; loading: boolean; error: Error | null; onRetry: () => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [details, setDetails] = useState<CleanerSchedule | null>(null);
  const completeVisit = useCompleteVisit();
  const hide = useHideMySchedules();
  const visible = rows;

  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (!loading && visible.length === 0) return <EmptyState message={MESSAGES.empty.schedules} />;

  const onComplete = async (schedule: CleanerSchedule) => {
    if (!schedule.next_visit_id) return;
    try {
      await completeVisit.mutateAsync(schedule.next_visit_id);
      toast.success(MESSAGES.schedules.statusUpdated);
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.schedules.statusUpdateFailed));
    }
  };

  const onDeleteSelected = async () => {
    try {
      await hide.mutateAsync(selected);
      setSelected([]);
      toast.success(MESSAGES.schedules.deleted);
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.schedules.deleteFailed));
    }
  };

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <Text as="span" tone="secondary">
          {selected.length ? `${selected.length} selected` : 'Select finished schedules to remove them from your list.'}
        </Text>
        <Button variant="danger" disabled={selected.length === 0 || hide.isPending} onClick={() => void onDeleteSelected()}>
          Delete Selected
        </Button>
      </div>
      {/* antd's own horizontal scroll adds a hidden measure row with focusable checkboxes: scroll in a labelled region instead. */}
      <div role="region" aria-label="Your Cleaning Schedules table" tabIndex={0} style={{ overflowX: 'auto' }}>
      <DataTable<CleanerSchedule>
        scroll={{ x: undefined }}
        caption="Your Cleaning Schedules"
        rowKey="id"
        loading={loading}
        emptyText={MESSAGES.empty.schedules}
        dataSource={[...visible]}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), getCheckboxProps: (r) => ({ 'aria-label': `Select schedule of ${r.client_name}`, disabled: !isFinishedSchedule(r) }) as never }}
        columns={[
          { title: 'Client Name', dataIndex: 'client_name', key: 'client' },
          { title: 'Service Type', dataIndex: 'service_type', key: 'service' },
          { title: 'Date', key: 'date', render: (_, s) => dateOrDash(s.next_visit_date ?? s.start_date) },
          {
            title: 'Time',
            key: 'time',
            render: (_, s) => (s.next_visit_starts_at && s.next_visit_ends_at ? slotTimes({ starts_at: s.next_visit_starts_at, ends_at: s.next_visit_ends_at }) : '—'),
          },
          {
            title: 'Upcoming visits',
            key: 'visits',
            render: (_, s) =>
              s.upcoming_visits.length ? (
                <ul aria-label={`Upcoming visits of ${s.client_name}`} data-testid="cleaner-upcoming-visits" style={{ margin: 0, paddingLeft: 18 }}>
                  {s.upcoming_visits.map((v) => (
                    <li key={v.id}>
                      <Link to={`/cleaner/bookings/${v.id}`} data-testid="cleaner-visit-link">
                        {formatSlot(v.starts_at, v.ends_at)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                '—'
              ),
          },
          {
            title: 'Status',
            key: 'status',
            render: (_, s) => (
              <span>
                <StatusBadge status={s.status} />{' '}
                <Text as="span" size="sm" tone="secondary">
                  {s.visits_completed}/{s.visits_total} visits
                </Text>
              </span>
            ),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, s) => (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button size="sm" onClick={() => void onComplete(s)} disabled={!s.next_visit_id || !s.next_visit_due || s.status !== 'active' || completeVisit.isPending}>
                  Mark visit completed
                </Button>
                {s.next_visit_id && !s.next_visit_due && s.next_visit_date ? (
                  <Text as="span" size="sm" tone="secondary">
                    From {formatDate(s.next_visit_date)}
                  </Text>
                ) : null}
                <Button size="sm" variant="secondary" onClick={() => setDetails(s)}>
                  Client details
                </Button>
              </div>
            ),
          },
        ]}
      />
      </div>
      <Modal open={details !== null} onClose={() => setDetails(null)} title="Client Details" footer={<Button variant="secondary" onClick={() => setDetails(null)}>Close</Button>}>
        {details ? (
          <div>
            <Text><strong>Name:</strong> {details.client_name}</Text>
            <Text><strong>Address:</strong> {details.client_address ?? '—'}</Text>
            <Text><strong>Phone:</strong> {details.client_phone ? formatNigerianPhone(details.client_phone) : '—'}</Text>
            <Text><strong>Location:</strong> {details.location ?? '—'}</Text>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
