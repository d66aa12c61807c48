// Your Schedules with the Add Schedule pop-up (Schedules & Payments tab), and the client's changes: move or skip a
// visit, edit or cancel a schedule, each stating what it does before confirming.
import { useState } from 'react';
import {
  errorMessage,
  MESSAGES,
  type ScheduleType,
  toIsoDate,
  useAddSchedule,
  useClientSchedules,
} from '@spotless/shared-data';
import { Button, ErrorState, Heading, Modal, RescheduleDialog, toast } from '@spotless/shared-ui';
import { Actions, Stack } from '../../components/layout';
import { AddScheduleForm } from './AddScheduleForm';
import { ConfirmChangeDialog } from './ConfirmChangeDialog';
import { SchedulesTable } from './SchedulesTable';
import { useScheduleChanges } from './use-schedule-changes';

export default function SchedulesSection() {
  const schedules = useClientSchedules();
  const add = useAddSchedule();
  const [open, setOpen] = useState(false);
  const today = toIsoDate(new Date());
  const change = useScheduleChanges({
    onSuccess: (message) => toast.success(message),
    onError: (error, fallback) => toast.error(errorMessage(error, fallback)),
  });
  const editing = change.edit;
  return (
    <section aria-labelledby="schedules-title">
      <Stack $gap={12}>
        <Actions style={{ justifyContent: 'space-between' }}>
          <Heading level={2} id="schedules-title">
            Your Schedules
          </Heading>
          <Button onClick={() => setOpen(true)}>Add Schedule</Button>
        </Actions>
        {schedules.isError ? (
          <ErrorState message={errorMessage(schedules.error, MESSAGES.schedules.loadFailed)} onRetry={() => void schedules.refetch()} />
        ) : (
          <SchedulesTable schedules={schedules.data ?? []} loading={schedules.isPending} today={today} actions={change.actions} />
        )}
      </Stack>
      <Modal open={open} onClose={() => setOpen(false)} title="Add Schedule" width={480}>
        {open ? (
          <AddScheduleForm
            submitting={add.isPending}
            onCancel={() => setOpen(false)}
            onSubmit={(input) =>
              add.mutate(input, {
                onSuccess: () => {
                  toast.success(MESSAGES.schedules.added);
                  setOpen(false);
                },
                onError: (error) => toast.error(errorMessage(error, MESSAGES.schedules.addFailed)),
              })
            }
          />
        ) : null}
      </Modal>
      <Modal open={editing !== null} onClose={() => editing?.onClose()} title="Edit Schedule" width={480}>
        {editing ? (
          <AddScheduleForm
            submitLabel="Save changes"
            initial={{
              serviceType: editing.schedule.service_type as ScheduleType,
              startDate: editing.schedule.start_date,
              serviceTime: editing.schedule.service_time,
              location: editing.schedule.location ?? '',
            }}
            lockTypeAndDate={editing.schedule.status === 'active'}
            submitting={editing.submitting}
            onCancel={editing.onClose}
            onSubmit={editing.onSubmit}
          />
        ) : null}
      </Modal>
      <RescheduleDialog {...change.moveProps} />
      <ConfirmChangeDialog {...change.skipProps} />
      <ConfirmChangeDialog {...change.cancelProps} />
    </section>
  );
}
