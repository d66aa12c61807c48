/**
 * Schedule changes (issue 27): the client moves or skips one visit, changes or cancels the whole schedule. Every rule
 * is the database's (schedule_visit_change_quote / schedule_change_quote state it, the RPCs apply it); these call it,
 * word the outcome for the dialogs, and refresh the schedule lists.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase, queryKeys, unwrapRpc } from '@spotless/shared-data';
import { formatSlot, type BookingSlot } from './slots';

/** Texts of the schedule change screens (the database's refusals are shown as they come). */
export const SCHEDULE_CHANGE_TEXTS = {
  quoteFailed: 'Could not load what this change does. Please try again.',
  slotsFailed: 'Could not load the free times. Please try again.',
  moved: 'Visit moved to the new time.',
  moveFailed: 'Could not move the visit. Please try again.',
  skipped: 'Visit skipped.',
  skipFailed: 'Could not skip the visit. Please try again.',
  updated: 'Schedule updated.',
  updateFailed: 'Could not update the schedule. Please try again.',
  cancelled: 'Schedule cancelled.',
  deleted: 'Schedule deleted.',
  cancelFailed: 'Could not cancel the schedule. Please try again.',
  whoIsTold: 'Your cleaner is told.',
} as const;

interface PolicyPart {
  free_cancel_hours: number;
  reschedule_min_hours: number;
  reschedule_limit: number;
}

/** The answer of schedule_visit_change_quote for the caller. */
export interface ScheduleVisitTerms {
  role: 'client' | 'cleaner' | 'admin';
  visit_id: string;
  schedule_id: string;
  status: string;
  starts_at: string;
  ends_at: string;
  can_skip: boolean;
  skip_refusal: string | null;
  late: boolean;
  fee_kobo: number;
  fee_waived_reason: string | null;
  free_until: string;
  can_move: boolean;
  move_refusal: string | null;
  move_until: string;
  moves_left: number;
  policy: PolicyPart;
}

/** The answer of schedule_change_quote for the caller. */
export interface ScheduleTerms {
  role: 'client' | 'cleaner' | 'admin';
  schedule_id: string;
  status: string;
  can_cancel: boolean;
  cancel_refusal: string | null;
  can_edit: boolean;
  edit_refusal: string | null;
  /** delete: a pending schedule goes; cancel: an active one's upcoming visits are cancelled. */
  cancel_action: 'delete' | 'cancel';
  visits_cancelled: number;
  next_visit_starts_at: string | null;
  late: boolean;
  fee_kobo: number;
  fee_waived_reason: string | null;
  policy: PolicyPart;
}

/** What skipping a visit does, in sentences for the dialog (before the button). */
export function skipOutcome(terms: ScheduleVisitTerms): string[] {
  if (!terms.can_skip) return [terms.skip_refusal ?? 'This visit can no longer be skipped.'];
  const lines = [`The visit of ${formatSlot(terms.starts_at, terms.ends_at)} is cancelled. Your other visits stay as they are.`];
  if (terms.late) {
    lines.push(`It is less than ${terms.policy.free_cancel_hours} hours before the visit.`);
    if (terms.fee_waived_reason) lines.push(terms.fee_waived_reason);
  } else {
    lines.push(`Free: skipping is free until ${terms.policy.free_cancel_hours} hours before a visit.`);
  }
  lines.push(SCHEDULE_CHANGE_TEXTS.whoIsTold);
  return lines;
}

/** The rule for moving a visit, in words, or why it cannot move. */
export function moveRule(terms: ScheduleVisitTerms | undefined): { rule: string | null; allowed: boolean } {
  if (!terms) return { rule: null, allowed: false };
  if (!terms.can_move) return { rule: terms.move_refusal, allowed: false };
  const left = terms.moves_left;
  return {
    rule: `You can move this visit ${left} more time${left === 1 ? '' : 's'}, until ${terms.policy.reschedule_min_hours} hours before it starts.`,
    allowed: true,
  };
}

/** What cancelling the whole schedule does, in sentences for the dialog. */
export function cancelScheduleOutcome(terms: ScheduleTerms): string[] {
  if (!terms.can_cancel) return [terms.cancel_refusal ?? 'This schedule can no longer be cancelled.'];
  if (terms.cancel_action === 'delete') return ['No cleaner is matched yet, so the schedule is deleted.'];
  const n = terms.visits_cancelled;
  const lines = [
    n === 0 ? 'No upcoming visit is left to cancel.' : `Your ${n} upcoming visit${n === 1 ? ' is' : 's are'} cancelled. Completed visits stay in your history.`,
  ];
  if (terms.late && terms.fee_waived_reason) {
    lines.push(`Your next visit is in less than ${terms.policy.free_cancel_hours} hours. ${terms.fee_waived_reason}`);
  } else if (n > 0) {
    lines.push('Free of charge.');
  }
  lines.push(SCHEDULE_CHANGE_TEXTS.whoIsTold);
  return lines;
}

const keys = {
  visitQuote: (visitId: string) => ['schedule_changes', 'visit_quote', visitId] as const,
  scheduleQuote: (scheduleId: string) => ['schedule_changes', 'schedule_quote', scheduleId] as const,
  slots: (visitId: string, from: string) => ['schedule_changes', 'slots', visitId, from] as const,
};

/** The caller's terms for skipping or moving one visit. */
export async function fetchScheduleVisitQuote(visitId: string): Promise<ScheduleVisitTerms> {
  const supabase = await getSupabase();
  return unwrapRpc(await supabase.rpc('schedule_visit_change_quote', { p_visit_id: visitId }), SCHEDULE_CHANGE_TEXTS.quoteFailed) as unknown as ScheduleVisitTerms;
}

/** The caller's terms for changing or cancelling a schedule. */
export async function fetchScheduleQuote(scheduleId: string): Promise<ScheduleTerms> {
  const supabase = await getSupabase();
  return unwrapRpc(await supabase.rpc('schedule_change_quote', { p_schedule_id: scheduleId }), SCHEDULE_CHANGE_TEXTS.quoteFailed) as unknown as ScheduleTerms;
}

/** Free slots a visit can move to, from a Lagos day "YYYY-MM-DD" for `days` days. */
export async function fetchVisitOpenSlots(visitId: string, from: string, days = 14): Promise<BookingSlot[]> {
  const supabase = await getSupabase();
  const data = unwrapRpc(await supabase.rpc('schedule_visit_open_slots', { p_visit_id: visitId, p_from: from, p_days: days }), SCHEDULE_CHANGE_TEXTS.slotsFailed);
  return ((data ?? []) as unknown as BookingSlot[]).map((s) => ({ starts_at: s.starts_at, ends_at: s.ends_at }));
}

/** Moves one visit to the slot starting at `startsAt` (ISO). */
export async function moveScheduleVisit(visitId: string, startsAt: string): Promise<ScheduleVisitTerms> {
  const supabase = await getSupabase();
  return unwrapRpc(await supabase.rpc('move_schedule_visit', { p_visit_id: visitId, p_starts_at: startsAt }), SCHEDULE_CHANGE_TEXTS.moveFailed) as unknown as ScheduleVisitTerms;
}

/** Skips (cancels) one upcoming visit. */
export async function skipScheduleVisit(visitId: string): Promise<ScheduleVisitTerms> {
  const supabase = await getSupabase();
  return unwrapRpc(await supabase.rpc('skip_schedule_visit', { p_visit_id: visitId }), SCHEDULE_CHANGE_TEXTS.skipFailed) as unknown as ScheduleVisitTerms;
}

/** Edit Schedule: the slot, place and notes (and, while pending, the service type and start date). */
export interface ScheduleUpdate {
  scheduleId: string;
  /** 'HH:mm', a slot start. */
  serviceTime: string;
  location?: string;
  notes?: string;
  serviceType?: string;
  /** 'YYYY-MM-DD' */
  startDate?: string;
}

/** Changes a schedule; resolves to how many visits moved to the new time. */
export async function updateSchedule(input: ScheduleUpdate): Promise<number> {
  const supabase = await getSupabase();
  const data = unwrapRpc(
    await supabase.rpc('update_schedule', {
      p_schedule_id: input.scheduleId,
      p_service_time: input.serviceTime,
      p_location: input.location?.trim() || undefined,
      p_notes: input.notes?.trim() || undefined,
      p_service_type: input.serviceType,
      p_start_date: input.startDate,
    }),
    SCHEDULE_CHANGE_TEXTS.updateFailed,
  );
  return Number(data ?? 0);
}

/** Cancels a schedule (deletes a pending one); resolves to the terms applied. */
export async function cancelSchedule(scheduleId: string, reason?: string): Promise<ScheduleTerms> {
  const supabase = await getSupabase();
  return unwrapRpc(
    await supabase.rpc('cancel_schedule', { p_schedule_id: scheduleId, p_reason: reason?.trim() || undefined }),
    SCHEDULE_CHANGE_TEXTS.cancelFailed,
  ) as unknown as ScheduleTerms;
}

/** Query of {@link fetchScheduleVisitQuote}; fresh each time a dialog opens (it depends on the clock). */
export function useScheduleVisitQuote(visitId: string | null) {
  return useQuery({ queryKey: keys.visitQuote(visitId ?? ''), queryFn: () => fetchScheduleVisitQuote(visitId as string), enabled: visitId !== null, staleTime: 0, gcTime: 0 });
}

/** Query of {@link fetchScheduleQuote}. */
export function useScheduleQuote(scheduleId: string | null) {
  return useQuery({ queryKey: keys.scheduleQuote(scheduleId ?? ''), queryFn: () => fetchScheduleQuote(scheduleId as string), enabled: scheduleId !== null, staleTime: 0, gcTime: 0 });
}

/** Query of {@link fetchVisitOpenSlots}. */
export function useVisitOpenSlots(visitId: string | null, from: string) {
  return useQuery({ queryKey: keys.slots(visitId ?? '', from), queryFn: () => fetchVisitOpenSlots(visitId as string, from), enabled: visitId !== null, staleTime: 0 });
}

function useRefreshSchedules() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.schedules.all }),
      queryClient.invalidateQueries({ queryKey: ['schedule_changes'] }),
      // Freed or taken times change the cleaner's free slots for bookings too.
      queryClient.invalidateQueries({ queryKey: ['booking_changes'] }),
    ]);
}

/** Mutation of {@link moveScheduleVisit}. */
export function useMoveScheduleVisit() {
  const refresh = useRefreshSchedules();
  return useMutation({ mutationFn: ({ visitId, startsAt }: { visitId: string; startsAt: string }) => moveScheduleVisit(visitId, startsAt), onSettled: refresh });
}

/** Mutation of {@link skipScheduleVisit}. */
export function useSkipScheduleVisit() {
  const refresh = useRefreshSchedules();
  return useMutation({ mutationFn: (visitId: string) => skipScheduleVisit(visitId), onSettled: refresh });
}

/** Mutation of {@link updateSchedule}. */
export function useUpdateSchedule() {
  const refresh = useRefreshSchedules();
  return useMutation({ mutationFn: updateSchedule, onSettled: refresh });
}

/** Mutation of {@link cancelSchedule}. */
export function useCancelSchedule() {
  const refresh = useRefreshSchedules();
  return useMutation({ mutationFn: ({ scheduleId, reason }: { scheduleId: string; reason?: string }) => cancelSchedule(scheduleId, reason), onSettled: refresh });
}
