// Which schedule change dialog is open (move or skip a visit, edit or cancel the schedule), the database's terms
// and free slots for it, and the mutations; returns the props of the dialogs SchedulesSection renders.
import { useMemo, useState } from 'react';
import { toIsoDate, type ClientSchedule, type ScheduleInput, type ScheduleVisit } from '@spotless/shared-data';
import {
  cancelScheduleOutcome,
  groupSlotsByDay,
  moveRule,
  SCHEDULE_CHANGE_TEXTS,
  skipOutcome,
  slotTimes,
  useCancelSchedule,
  useMoveScheduleVisit,
  useScheduleQuote,
  useScheduleVisitQuote,
  useSkipScheduleVisit,
  useUpdateSchedule,
  useVisitOpenSlots,
} from '@spotless/shared-data/booking-changes';
import { visitWhen } from './visit-when';

type Open =
  | { dialog: 'move' | 'skip'; schedule: ClientSchedule; visit: ScheduleVisit }
  | { dialog: 'edit' | 'cancel'; schedule: ClientSchedule; visit?: undefined };

export interface ScheduleChangeCallbacks {
  onSuccess: (message: string) => void;
  onError: (error: unknown, fallback: string) => void;
}

export function useScheduleChanges({ onSuccess, onError }: ScheduleChangeCallbacks) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const visitId = open && (open.dialog === 'move' || open.dialog === 'skip') ? open.visit.id : null;
  const visitQuote = useScheduleVisitQuote(visitId);
  const scheduleQuote = useScheduleQuote(open?.dialog === 'cancel' ? open.schedule.id : null);
  const today = useMemo(() => toIsoDate(new Date()), []);
  const slots = useVisitOpenSlots(open?.dialog === 'move' ? open.visit.id : null, today);
  const move = useMoveScheduleVisit();
  const skip = useSkipScheduleVisit();
  const update = useUpdateSchedule();
  const cancel = useCancelSchedule();
  const days = useMemo(
    () => groupSlotsByDay(slots.data ?? []).map((d) => ({ ...d, slots: d.slots.map((s) => ({ starts_at: s.starts_at, label: slotTimes(s) })) })),
    [slots.data],
  );
  const what = open ? (open.visit ? `${open.schedule.service_type} visit, ${visitWhen(open.visit)}` : open.schedule.service_type) : '';
  const { rule, allowed } = moveRule(visitQuote.data);
  const done = (message: string) => () => {
    close();
    onSuccess(message);
  };

  return {
    actions: {
      onMoveVisit: (schedule: ClientSchedule, visit: ScheduleVisit) => setOpen({ dialog: 'move', schedule, visit }),
      onSkipVisit: (schedule: ClientSchedule, visit: ScheduleVisit) => setOpen({ dialog: 'skip', schedule, visit }),
      onEdit: (schedule: ClientSchedule) => setOpen({ dialog: 'edit', schedule }),
      onCancel: (schedule: ClientSchedule) => setOpen({ dialog: 'cancel', schedule }),
    },
    moveProps: {
      open: open?.dialog === 'move',
      first: false,
      what,
      rule: visitQuote.isError ? SCHEDULE_CHANGE_TEXTS.quoteFailed : rule,
      allowed,
      days,
      loadingSlots: open?.dialog === 'move' && slots.isPending,
      slotsError: slots.isError ? SCHEDULE_CHANGE_TEXTS.slotsFailed : null,
      whoIsTold: SCHEDULE_CHANGE_TEXTS.whoIsTold,
      confirmLabel: 'Move visit',
      submitting: move.isPending,
      onClose: close,
      onConfirm: (startsAt: string) => {
        if (open?.dialog !== 'move') return;
        move.mutate({ visitId: open.visit.id, startsAt }, { onSuccess: done(SCHEDULE_CHANGE_TEXTS.moved), onError: (e) => onError(e, SCHEDULE_CHANGE_TEXTS.moveFailed) });
      },
    },
    skipProps: {
      open: open?.dialog === 'skip',
      title: 'Skip this visit?',
      what,
      outcome: visitQuote.data ? skipOutcome(visitQuote.data) : null,
      allowed: visitQuote.data?.can_skip ?? false,
      error: visitQuote.isError ? SCHEDULE_CHANGE_TEXTS.quoteFailed : null,
      confirmLabel: 'Skip visit',
      submitting: skip.isPending,
      onClose: close,
      onConfirm: () => {
        if (open?.dialog !== 'skip') return;
        skip.mutate(open.visit.id, { onSuccess: done(SCHEDULE_CHANGE_TEXTS.skipped), onError: (e) => onError(e, SCHEDULE_CHANGE_TEXTS.skipFailed) });
      },
    },
    cancelProps: {
      open: open?.dialog === 'cancel',
      title: 'Cancel this schedule?',
      what,
      outcome: scheduleQuote.data ? cancelScheduleOutcome(scheduleQuote.data) : null,
      allowed: scheduleQuote.data?.can_cancel ?? false,
      error: scheduleQuote.isError ? SCHEDULE_CHANGE_TEXTS.quoteFailed : null,
      confirmLabel: 'Cancel schedule',
      withReason: open?.schedule.status === 'active',
      submitting: cancel.isPending,
      onClose: close,
      onConfirm: (reason: string) => {
        if (open?.dialog !== 'cancel') return;
        const message = open.schedule.status === 'pending' ? SCHEDULE_CHANGE_TEXTS.deleted : SCHEDULE_CHANGE_TEXTS.cancelled;
        cancel.mutate({ scheduleId: open.schedule.id, reason }, { onSuccess: done(message), onError: (e) => onError(e, SCHEDULE_CHANGE_TEXTS.cancelFailed) });
      },
    },
    edit: open?.dialog === 'edit'
      ? {
          schedule: open.schedule,
          submitting: update.isPending,
          onClose: close,
          onSubmit: (input: ScheduleInput) => {
            const active = open.schedule.status === 'active';
            update.mutate(
              {
                scheduleId: open.schedule.id,
                serviceTime: input.serviceTime ?? open.schedule.service_time.slice(0, 5),
                location: input.location,
                notes: open.schedule.notes ?? undefined,
                serviceType: active ? undefined : input.serviceType,
                startDate: active ? undefined : (input.startDate ?? undefined),
              },
              { onSuccess: done(SCHEDULE_CHANGE_TEXTS.updated), onError: (e) => onError(e, SCHEDULE_CHANGE_TEXTS.updateFailed) },
            );
          },
        }
      : null,
  };
}
