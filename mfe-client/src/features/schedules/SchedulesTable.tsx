// Your Schedules (props only): service type, start date, time, cleaner, status (spec colours: pending yellow,
// active green, expired red) and the upcoming visits of each schedule.
import { formatDate, MESSAGES, statusBadge, upcomingVisits, type ClientSchedule } from '@spotless/shared-data';
import { StatusBadge } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { EmptyText, TableRegion } from '../../components/TableRegion';

/** How many upcoming visit dates a row lists before "+N more". */
const VISITS_SHOWN = 4;

export function VisitsCell({ schedule, today }: { schedule: ClientSchedule; today: string }) {
  const visits = upcomingVisits(schedule, today);
  if (!visits.length) return <span>{schedule.status === 'pending' ? 'After a cleaner is matched' : '—'}</span>;
  const shown = visits.slice(0, VISITS_SHOWN);
  return (
    <ul aria-label="Upcoming visits" data-testid="upcoming-visits" style={{ margin: 0, paddingLeft: 18 }}>
      {shown.map((v) => (
        <li key={v.id}>{formatDate(v.visit_date)}</li>
      ))}
      {visits.length > shown.length ? <li>+{visits.length - shown.length} more</li> : null}
    </ul>
  );
}

export function SchedulesTable({ schedules, loading, today }: { schedules: readonly ClientSchedule[]; loading?: boolean; today: string }) {
  return (
    <TableRegion label="Your Schedules">
      <DataTable<ClientSchedule>
        caption="Your Schedules"
        rowKey="id"
        loading={loading}
        dataSource={[...schedules]}
        emptyText={<EmptyText>{MESSAGES.empty.schedules}</EmptyText>}
        onRow={(row) => ({ 'data-testid': 'schedule-row', 'data-status': row.status }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Service Type', key: 'service', render: (_, row) => row.service_type },
          { title: 'Date', key: 'date', render: (_, row) => formatDate(row.start_date) },
          { title: 'Time', key: 'time', render: (_, row) => row.service_time.slice(0, 5) },
          { title: 'Cleaner', key: 'cleaner', render: (_, row) => row.cleaner?.display_name ?? 'Awaiting match' },
          {
            title: 'Status',
            key: 'status',
            render: (_, row) => {
              const badge = statusBadge('schedule', row.status);
              // StatusBadge colours by word: completed/active green, expired red, pending yellow.
              return <StatusBadge status={row.status} label={badge.label} />;
            },
          },
          { title: 'Upcoming visits', key: 'visits', render: (_, row) => <VisitsCell schedule={row} today={today} /> },
        ]}
      />
    </TableRegion>
  );
}
