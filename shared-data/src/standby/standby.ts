// Standby replacement (issue 27, item 5): when a cleaner drops a job, the database offers it to other verified
// cleaners of the booking's LGA (then state); the first to accept gets it, and admins can assign one themselves. The
// database decides everything (release_booking_to_standby, accept_standby_offer, override_standby); this module reads
// the offers and the admins' list and sends the two actions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase, queryKeys, unwrapRpc, useAuth, useRealtimeInvalidation } from '@spotless/shared-data';

/** A standby job offered to the signed-in cleaner (RPC `my_standby_offers`; never the customer's contact). */
export interface StandbyOffer {
  offerId: string;
  bookingId: string;
  services: string[];
  location: string;
  state: string | null;
  lga: string | null;
  startsAt: string | null;
  endsAt: string | null;
  scheduledDate: string | null;
  numRooms: number | null;
  buildingType: string | null;
  buildingCondition: string | null;
  /** The agreed price the job keeps; null when it never had one (then the budget, or the cleaner's price). */
  priceKobo: number | null;
  budgetKobo: number | null;
  offeredAt: string;
  /** When the offer closes if nobody takes it. */
  deadlineAt: string;
}

/** Why a booking went to standby. */
export type StandbyReason = 'cleaner_cancelled' | 'late_rejection' | 'no_show' | 'admin';
/** Where a standby stands: open (offers out), taken (a cleaner accepted), assigned (an admin chose), expired, closed. */
export type StandbyState = 'open' | 'taken' | 'assigned' | 'expired' | 'closed';

/** One standby as admins see it (RPC `admin_standby_list`). */
export interface AdminStandby {
  standbyId: string;
  bookingId: string;
  services: string[];
  location: string;
  state: string | null;
  lga: string | null;
  startsAt: string | null;
  customerKind: 'client' | 'guest';
  reason: StandbyReason;
  note: string | null;
  standbyState: StandbyState;
  scope: 'lga' | 'state';
  openedAt: string;
  deadlineAt: string;
  closedAt: string | null;
  releasedCleanerId: string | null;
  releasedCleanerName: string | null;
  takenBy: string | null;
  takenByName: string | null;
  offers: number;
  openOffers: number;
  paymentStatus: string;
}

/** Labels of the reasons and states (human words, never the stored values). */
export const STANDBY_REASON_LABELS: Record<StandbyReason, string> = {
  cleaner_cancelled: 'Cleaner cancelled',
  late_rejection: 'Rejected late',
  no_show: 'Not started in time',
  admin: 'Removed by an admin',
};
export const STANDBY_STATE_LABELS: Record<StandbyState, string> = {
  open: 'Offered to cleaners',
  taken: 'Taken by a cleaner',
  assigned: 'Assigned by an admin',
  expired: 'Nobody took it',
  closed: 'Booking cancelled',
};
/** Whether admins still have to act on a standby (nobody has the job yet). */
export function standbyNeedsCleaner(s: Pick<AdminStandby, 'standbyState'>): boolean {
  return s.standbyState === 'open' || s.standbyState === 'expired';
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

type Row = Record<string, unknown>;
const toOffer = (r: Row): StandbyOffer => ({
  offerId: String(r.offer_id),
  bookingId: String(r.booking_id),
  services: (r.services as string[]) ?? [],
  location: String(r.location ?? ''),
  state: (r.state as string | null) ?? null,
  lga: (r.lga as string | null) ?? null,
  startsAt: (r.starts_at as string | null) ?? null,
  endsAt: (r.ends_at as string | null) ?? null,
  scheduledDate: (r.scheduled_date as string | null) ?? null,
  numRooms: num(r.num_rooms),
  buildingType: (r.building_type as string | null) ?? null,
  buildingCondition: (r.building_condition as string | null) ?? null,
  priceKobo: num(r.price_kobo),
  budgetKobo: num(r.budget_kobo),
  offeredAt: String(r.offered_at),
  deadlineAt: String(r.deadline_at),
});
const toAdminStandby = (r: Row): AdminStandby => ({
  standbyId: String(r.standby_id),
  bookingId: String(r.booking_id),
  services: (r.services as string[]) ?? [],
  location: String(r.location ?? ''),
  state: (r.state as string | null) ?? null,
  lga: (r.lga as string | null) ?? null,
  startsAt: (r.starts_at as string | null) ?? null,
  customerKind: r.customer_kind === 'guest' ? 'guest' : 'client',
  reason: r.reason as StandbyReason,
  note: (r.note as string | null) ?? null,
  standbyState: r.standby_state as StandbyState,
  scope: r.scope === 'state' ? 'state' : 'lga',
  openedAt: String(r.opened_at),
  deadlineAt: String(r.deadline_at),
  closedAt: (r.closed_at as string | null) ?? null,
  releasedCleanerId: (r.released_cleaner_id as string | null) ?? null,
  releasedCleanerName: (r.released_cleaner_name as string | null) ?? null,
  takenBy: (r.taken_by as string | null) ?? null,
  takenByName: (r.taken_by_name as string | null) ?? null,
  offers: Number(r.offers ?? 0),
  openOffers: Number(r.open_offers ?? 0),
  paymentStatus: String(r.payment_status ?? 'unpaid'),
});

export const STANDBY_TEXTS = {
  loadFailed: 'Error loading standby jobs.',
  acceptFailed: 'Error accepting the standby job.',
  accepted: 'The job is yours. The customer has been told you are coming.',
  overrideFailed: 'Error assigning the cleaner.',
  overridden: 'Cleaner assigned. The customer has been told who is coming.',
  noOffers: 'No standby jobs right now.',
  noStandbys: 'No bookings are waiting for a standby cleaner.',
} as const;

/** Standby jobs offered to the signed-in cleaner, soonest first. @throws DataError "Error loading standby jobs." */
export async function fetchMyStandbyOffers(): Promise<StandbyOffer[]> {
  const supabase = await getSupabase();
  const rows = unwrapRpc(await supabase.rpc('my_standby_offers'), STANDBY_TEXTS.loadFailed) as unknown as Row[] | null;
  return (rows ?? []).map(toOffer);
}

/**
 * Takes a standby job. `priceKobo` counts only for a job that never had a price. Returns the booking id.
 * @throws DataError "Another cleaner has already taken this job." (HTTP 409) / the database's other refusals / "Error accepting the standby job."
 */
export async function acceptStandbyOffer(input: { offerId: string; priceKobo?: number | null }): Promise<string> {
  const supabase = await getSupabase();
  const args = input.priceKobo ? { p_offer_id: input.offerId, p_price_kobo: input.priceKobo } : { p_offer_id: input.offerId };
  return unwrapRpc(await supabase.rpc('accept_standby_offer', args), STANDBY_TEXTS.acceptFailed) as string;
}

/** Admins: standbys, those still needing a cleaner first. @throws DataError the refusal or "Error loading standby jobs." */
export async function fetchAdminStandbys(): Promise<AdminStandby[]> {
  const supabase = await getSupabase();
  const rows = unwrapRpc(await supabase.rpc('admin_standby_list', {}), STANDBY_TEXTS.loadFailed) as unknown as Row[] | null;
  return (rows ?? []).map(toAdminStandby);
}

/** Admins: gives a booking in standby to a cleaner they chose. @throws DataError the refusal or "Error assigning the cleaner." */
export async function overrideStandby(input: { bookingId: string; cleanerId: string }): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('override_standby', { p_booking_id: input.bookingId, p_cleaner_id: input.cleanerId }), STANDBY_TEXTS.overrideFailed);
}

const useUserId = () => useAuth((state) => state.user?.id);

/** Cache keys (under bookings: taking or assigning a standby job changes bookings too). */
export const standbyKeys = {
  myOffers: (userId: string | undefined) => queryKeys.bookings.list({ scope: 'standby-offers', userId }),
  admin: () => queryKeys.bookings.list({ scope: 'admin-standby' }),
};

/** The cleaner's standby offers, live (a new offer appears, a taken one disappears). */
export function useMyStandbyOffers() {
  const userId = useUserId();
  useRealtimeInvalidation({
    table: 'standby_offers',
    filter: userId ? `cleaner_id=eq.${userId}` : undefined,
    queryKeys: [standbyKeys.myOffers(userId)],
    enabled: Boolean(userId),
  });
  return useQuery({ queryKey: standbyKeys.myOffers(userId), queryFn: fetchMyStandbyOffers, enabled: Boolean(userId) });
}

/** Admins' standby list, live. */
export function useAdminStandbys() {
  useRealtimeInvalidation({ table: 'booking_standby', queryKeys: [standbyKeys.admin()] });
  return useQuery({ queryKey: standbyKeys.admin(), queryFn: fetchAdminStandbys });
}

function useStandbyMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}

/** Accept a standby offer. */
export const useAcceptStandbyOffer = () => useStandbyMutation(acceptStandbyOffer);
/** Admins: assign a cleaner to a booking in standby. */
export const useOverrideStandby = () => useStandbyMutation(overrideStandby);
