// Your Schedules (props only): service type, start date, time slot, cleaner, status (spec colours: pending yellow,
// active green, expired red) and the upcoming visits of each schedule with their Lagos day and time; an active
// schedule's visits can be moved or skipped, and a pending or active schedule edited or cancelled. Each visit is a
// booking of the schedule (issue 27), so its time links to its booking page (timeline, messages, cleaner's status).
import { Link } from '@spotless/shared-ui/router';
import { formatDate, MESSAGES, scheduleSlotLabel, statusBadge, upcomingVisits, type ClientSchedule, type ScheduleVisit } from '@spotless/shared-data';
import { Button, StatusBadge, Text } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { EmptyText, TableRegion } from '../../components/TableRegion';
import { visitWhen } from './visit-when';

/** How many upcoming visits a row lists before "+N more". */
const VISITS_SHOWN = 4;

/** What the client can do from the table; without them the table only shows. */
export interface ScheduleActions {
  onMoveVisit: (schedule: ClientSchedule, visit: ScheduleVisit) => void;
  onSkipVisit: (schedule: ClientSchedule, visit: ScheduleVisit) => void;
  onEdit: (schedule: ClientSchedule) => void;
  onCancel: (schedule: ClientSchedule) => void;
}

export function VisitsCell({ schedule, today, actions }: { schedule: ClientSchedule; today: string; actions?: ScheduleActions }) {
  const visits = upcomingVisits(schedule, today);
  if (!visits.length) return <span>{schedule.status === 'pending' ? 'After a cleaner is matched' : '—'}</span>;
  const shown = visits.slice(0, VISITS_SHOWN);
  const changeable = actions && schedule.status === 'active';
  return (
    <ul aria-label="Upcoming visits" data-testid="upcoming-visits" style={{ margin: 0, paddingLeft: 18 }}>
      {shown.map((v) => (
        <li key={v.id} data-testid="visit">
          <Link to={`/client/bookings/${v.id}`} data-testid="visit-link" aria-label={`Open the visit of ${visitWhen(v)}`}>
            <span data-testid="visit-when">{visitWhen(v)}</span>
          </Link>
          {changeable ? (
            // Link-sized so a phone's narrow column keeps the time and both actions on view (they wrap below it).
            <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, marginLeft: 4 }}>
              <Button size="sm" variant="link" onClick={() => actions.onMoveVisit(schedule, v)} aria-label={`Move visit of ${visitWhen(v)}`}>
                Move
              </Button>
              <Button size="sm" variant="link" onClick={() => actions.onSkipVisit(schedule, v)} aria-label={`Skip visit of ${visitWhen(v)}`}>
                Skip
              </Button>
            </span>
          ) : null}
        </li>
      ))}
      {visits.length > shown.length ? <li>+{visits.length - shown.length} more</li> : null}
    </ul>
  );
}

export function SchedulesTable({ schedules, loading, today, actions }: { schedules: readonly ClientSchedule[]; loading?: boolean; today: string; actions?: ScheduleActions }) {
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
          {
            title: 'Service Type',
            key: 'service',
            render: (_, row) => (
              <>
                {row.service_type}
                {row.location ? (
                  <Text as="span" size="sm" tone="secondary" style={{ display: 'block' }}>
                    {row.location}
                  </Text>
                ) : null}
              </>
            ),
          },
          { title: 'Date', key: 'date', render: (_, row) => formatDate(row.start_date) },
          { title: 'Time', key: 'time', render: (_, row) => scheduleSlotLabel(row.service_time) },
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
          { title: 'Upcoming visits', key: 'visits', render: (_, row) => <VisitsCell schedule={row} today={today} actions={actions} /> },
          ...(actions
            ? [
                {
                  title: 'Actions',
                  key: 'actions',
                  render: (_: unknown, row: ClientSchedule) =>
                    row.status === 'pending' || row.status === 'active' ? (
                      <span style={{ display: 'inline-flex', gap: 4 }}>
                        <Button size="sm" variant="secondary" onClick={() => actions.onEdit(row)}>
                          Edit
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => actions.onCancel(row)}>
                          Cancel
                        </Button>
                      </span>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </TableRegion>
  );
}
