// Your Schedules with the Add Schedule pop-up (Schedules & Payments tab).
import { useState } from 'react';
import { MESSAGES, toIsoDate, useAddSchedule, useClientSchedules } from '@spotless/shared-data';
import { Button, ErrorState, Heading, Modal, toast } from '@spotless/shared-ui';
import { errorText } from '../../components/error-text';
import { Actions, Stack } from '../../components/layout';
import { AddScheduleForm } from './AddScheduleForm';
import { SchedulesTable } from './SchedulesTable';

export default function SchedulesSection() {
  const schedules = useClientSchedules();
  const add = useAddSchedule();
  const [open, setOpen] = useState(false);
  const today = toIsoDate(new Date());
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
          <ErrorState message={errorText(schedules.error, MESSAGES.schedules.loadFailed)} onRetry={() => void schedules.refetch()} />
        ) : (
          <SchedulesTable schedules={schedules.data ?? []} loading={schedules.isPending} today={today} />
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
                onError: (error) => toast.error(errorText(error, MESSAGES.schedules.addFailed)),
              })
            }
          />
        ) : null}
      </Modal>
    </section>
  );
}
