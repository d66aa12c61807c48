import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import { DEFAULT_SCHEDULE_TYPE, type ScheduleType } from '../constants/business';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { DataError } from '../errors/data-error';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';

type ScheduleRow = Database['public']['Tables']['schedules']['Row'];
type BookingStatus = Database['public']['Enums']['booking_status'];

/**
 * One visit (occurrence) of a schedule. Each visit is a booking of the schedule (issue 27): `id` is the booking's id
 * (its page is /client/bookings/<id>), `status` the booking's, `visit_date` its Lagos day.
 */
export interface ScheduleVisit {
  id: string;
  visit_date: string;
  status: BookingStatus;
  starts_at: string;
  ends_at: string;
}

/** Booking statuses of a visit still to do (not done, not cancelled). */
export const VISIT_TO_DO_STATUSES: readonly BookingStatus[] = ['pending', 'accepted', 'on_the_way', 'in_progress'];

/** Whether a visit is still to come or under way. */
export function isVisitToDo(visit: Pick<ScheduleVisit, 'status'>): boolean {
  return VISIT_TO_DO_STATUSES.includes(visit.status);
}

/** A row of Your Schedules with its cleaner (once matched) and its visits. */
export type ClientSchedule = Pick<
  ScheduleRow,
  'id' | 'service_type' | 'start_date' | 'service_time' | 'status' | 'cleaner_id' | 'location' | 'notes' | 'created_at'
> & { cleaner: { display_name: string } | null; visits: ScheduleVisit[] };

/** The starts of the two-hour slots a schedule's visits take (Lagos time), as bookings'. */
export const SCHEDULE_SLOT_STARTS = ['08:00', '10:00', '12:00', '14:00', '16:00'] as const;

/** "10:00–12:00" for a slot start "10:00" (or "10:00:00" as the database gives it). */
export function scheduleSlotLabel(start: string): string {
  const hour = Number(start.slice(0, 2));
  return `${start.slice(0, 5)}–${String(hour + 2).padStart(2, '0')}:00`;
}

/** Refused before the database is asked: a time that is not one of the slots. */
export const SCHEDULE_SLOT_REQUIRED = 'Choose one of the time slots (8:00, 10:00, 12:00, 14:00 or 16:00).';

/** Add Schedule pop-up. */
export interface ScheduleInput {
  serviceType?: ScheduleType;
  /** 'YYYY-MM-DD' */
  startDate: string | null;
  /** The slot's start 'HH:mm', one of {@link SCHEDULE_SLOT_STARTS}. */
  serviceTime: string | null;
  location?: string;
}

/**
 * The client's schedules with their visits, newest start first (RLS: own rows).
 * @throws DataError "Error loading schedules."
 */
export async function fetchClientSchedules(userId: string): Promise<ClientSchedule[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('schedules')
    .select('id, service_type, start_date, service_time, status, cleaner_id, location, notes, created_at, cleaner:cleaner_profiles(display_name), visits:bookings(id, visit_date:scheduled_date, status, starts_at, ends_at)')
    .eq('client_id', userId)
    .order('start_date', { ascending: false });
  const rows = (unwrap(result, MESSAGES.schedules.loadFailed) ?? []) as unknown as ClientSchedule[];
  return rows.map((row) => ({ ...row, visits: [...(row.visits ?? [])].sort((a, b) => a.starts_at.localeCompare(b.starts_at)) }));
}

/** Visits still to come (to do, today or later), soonest first. `today` is 'YYYY-MM-DD'. */
export function upcomingVisits(schedule: Pick<ClientSchedule, 'visits'>, today: string): ScheduleVisit[] {
  return schedule.visits.filter((v) => isVisitToDo(v) && v.visit_date >= today).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

/**
 * Adds a pending schedule for the client (an admin matches a cleaner later).
 * @throws DataError "Please fill in all fields." or "Failed to add schedule."
 */
export async function addSchedule(userId: string, input: ScheduleInput): Promise<string> {
  if (!input.startDate || !input.serviceTime) throw new DataError(MESSAGES.residence.fillAllFields);
  if (!(SCHEDULE_SLOT_STARTS as readonly string[]).includes(input.serviceTime.slice(0, 5))) throw new DataError(SCHEDULE_SLOT_REQUIRED);
  const supabase = await getSupabase();
  const result = await supabase
    .from('schedules')
    .insert({
      client_id: userId,
      service_type: input.serviceType ?? DEFAULT_SCHEDULE_TYPE,
      start_date: input.startDate,
      service_time: input.serviceTime,
      location: input.location?.trim() || null,
    })
    .select('id')
    .single();
  return (unwrap(result, MESSAGES.schedules.addFailed) as { id: string }).id;
}

/** The signed-in client's schedules. */
export function useClientSchedules() {
  const userId = useAuth((s) => (s.isAnonymous ? undefined : s.user?.id));
  return useQuery({
    queryKey: queryKeys.schedules.list({ client: userId ?? null }),
    queryFn: () => fetchClientSchedules(userId as string),
    enabled: Boolean(userId),
  });
}

/** Mutation of {@link addSchedule}. */
export function useAddSchedule() {
  const userId = useAuth((s) => (s.isAnonymous ? undefined : s.user?.id));
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInput) => {
      if (!userId) throw new DataError(MESSAGES.schedules.clientNotLoggedIn);
      return addSchedule(userId, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.schedules.all }),
  });
}
