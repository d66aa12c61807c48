import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import type { BuildingCondition, BuildingType } from '../constants/business';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { DataError } from '../errors/data-error';
import { unwrap } from '../errors/unwrap';
import { toKobo } from '../format/naira';
import { cleanSearch, type ListPage } from '../paging/paging';
import { fetchCustomerBookingsPage } from './customer-booking-search';
import { queryKeys } from '../query/query-keys';
import { useRealtimeInvalidation } from '../query/use-realtime-invalidation';
import { unwrapRpc } from '../quotes/db-error';
import { saveChosenSlot } from './chosen-slot';

type CleanerRow = Database['public']['Tables']['cleaner_profiles']['Row'];
type BookingRow = Database['public']['Tables']['bookings']['Row'];

/** A cleaner in the Cleaners Booking Center results (public fields of a listed cleaner). */
export type ProviderResult = Pick<
  CleanerRow,
  'user_id' | 'display_name' | 'avatar_url' | 'bio' | 'specializations' | 'service_locations' | 'state' | 'lga' | 'availability' | 'rating_avg' | 'rating_count'
>;

/** Search & Book a Cleaning Service: both fields required (spec §5); budget is naira text ("25000", "₦25,000"). */
export interface ProviderSearchInput {
  location: string;
  budget: string;
}

/** A validated search: the location text and the budget in kobo. */
export interface ProviderSearch {
  location: string;
  budgetKobo: number;
}

/**
 * Checks the search form: location and a positive budget are required.
 * @throws DataError "Please enter location and budget to search providers."
 */
export function toProviderSearch(input: ProviderSearchInput): ProviderSearch {
  const location = input.location.trim();
  const budgetKobo = input.budget.trim() ? toKobo(input.budget) : null;
  if (!location || budgetKobo === null || budgetKobo <= 0) throw new DataError(MESSAGES.search.locationAndBudgetRequired);
  return { location, budgetKobo };
}

/**
 * Listed (verified, active) cleaners whose state, LGA or service locations contain the location text, best rated
 * first (RPC `search_cleaners`; RLS decides who is listed). The budget travels to the booking, not the search:
 * cleaners do not publish prices.
 * @throws DataError "Error fetching providers"
 */
export async function searchProviders(search: ProviderSearch): Promise<ProviderResult[]> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('search_cleaners', { p_state: search.location, p_limit: 24 });
  const rows = (unwrap(result, MESSAGES.search.providersFetchFailed) ?? []) as CleanerRow[];
  return rows.map((row) => ({
    user_id: row.user_id,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
    bio: row.bio,
    specializations: row.specializations,
    service_locations: row.service_locations,
    state: row.state,
    lga: row.lga,
    availability: row.availability,
    rating_avg: Number(row.rating_avg),
    rating_count: row.rating_count,
  }));
}

/** Search hook; runs when `search` is set (the client pressed Search Providers with valid fields). */
export function useProviderSearch(search: ProviderSearch | null) {
  return useQuery({
    queryKey: queryKeys.cleaners.list({ providers: search?.location ?? null }),
    queryFn: () => searchProviders(search as ProviderSearch),
    enabled: Boolean(search),
    placeholderData: keepPreviousData,
  });
}

/** The client booking form (Book Now). */
export interface ClientBookingInput {
  cleanerId: string;
  services: string[];
  location: string;
  numRooms?: number | null;
  buildingType?: BuildingType | '' | null;
  buildingCondition?: BuildingCondition | '' | null;
  hasWater?: boolean;
  specialRequest?: string;
  /** 'YYYY-MM-DD', today or later (the database refuses past dates). */
  scheduledDate?: string | null;
  /** Start of the chosen two-hour slot (ISO; from the cleaner's free slots). Sets scheduledDate's day too. */
  startsAt?: string | null;
  budgetKobo?: number | null;
}

/**
 * Books a cleaner as the signed-in client (RPC `create_booking`: name and phone come from the profile; the
 * database checks the services, the cleaner and the date).
 * @returns the booking id
 * @throws DataError "Please select at least one service.", the database's reason, or "Error creating booking"
 */
export async function createClientBooking(input: ClientBookingInput): Promise<string> {
  const services = input.services.map((s) => s.trim()).filter(Boolean);
  if (!services.length) throw new DataError(MESSAGES.bookings.selectService);
  if (!input.location.trim()) throw new DataError(MESSAGES.auth.fillRequired);
  const supabase = await getSupabase();
  const result = await supabase.rpc('create_booking', {
    p_cleaner_id: input.cleanerId,
    p_services: services,
    p_location: input.location.trim(),
    p_num_rooms: input.numRooms ?? undefined,
    p_building_type: input.buildingType || undefined,
    p_building_condition: input.buildingCondition || undefined,
    p_has_water: input.hasWater ?? false,
    p_special_request: input.specialRequest?.trim() || undefined,
    p_scheduled_date: input.scheduledDate || undefined,
    p_budget_kobo: input.budgetKobo ?? undefined,
  });
  const id = unwrapRpc(result, MESSAGES.bookings.createFailed) as string;
  if (input.startsAt) await saveChosenSlot(id, input.startsAt);
  return id;
}

/** Mutation of {@link createClientBooking}; refreshes the client's bookings. */
export function useCreateClientBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}

/** A row of My Cleaners Bookings. `cleaner` is null when the cleaner is no longer listed (shown Unknown Cleaner). */
export type ClientBooking = Pick<
  BookingRow,
  | 'id'
  | 'cleaner_id'
  | 'services'
  | 'location'
  | 'status'
  | 'source'
  | 'scheduled_date'
  | 'starts_at'
  | 'ends_at'
  | 'budget_kobo'
  | 'price_kobo'
  | 'payment_status'
  | 'num_rooms'
  | 'building_type'
  | 'building_condition'
  | 'has_water'
  | 'special_request'
  | 'created_at'
  | 'disputed_at'
> & { cleaner: { display_name: string } | null };

const BOOKING_COLUMNS =
  'id, cleaner_id, services, location, status, source, scheduled_date, starts_at, ends_at, budget_kobo, price_kobo, payment_status, num_rooms, building_type, building_condition, has_water, special_request, created_at, disputed_at, cleaner:cleaner_profiles(display_name)';

/**
 * One page (1-based) of the client's bookings, newest first, with how many they have in all (RLS: own rows). A search
 * is a booking reference (BK-…, any case, dashes optional) or a payment reference (spl-…): a term that is neither
 * matches nothing.
 * @throws DataError "Error fetching bookings"
 */
export async function fetchClientBookingsPage(userId: string, pageNumber: number, search = ''): Promise<ListPage<ClientBooking>> {
  return fetchCustomerBookingsPage<ClientBooking>(BOOKING_COLUMNS, userId, pageNumber, search);
}

/** The first page of {@link fetchClientBookingsPage}. */
export async function fetchClientBookings(userId: string): Promise<ClientBooking[]> {
  return (await fetchClientBookingsPage(userId, 1)).rows;
}

/**
 * One of the client's bookings (null when it is not theirs or does not exist), whatever page of the list it is on.
 * @throws DataError "Error fetching bookings"
 */
export async function fetchClientBooking(userId: string, bookingId: string): Promise<ClientBooking | null> {
  const supabase = await getSupabase();
  const result = await supabase.from('bookings').select(BOOKING_COLUMNS).eq('customer_id', userId).eq('id', bookingId).maybeSingle();
  return (unwrap(result, MESSAGES.bookings.fetchFailed) ?? null) as unknown as ClientBooking | null;
}

function useClientId(): string | undefined {
  return useAuth((s) => (s.isAnonymous ? undefined : s.user?.id));
}

/** One page of the signed-in client's bookings, kept live: a cleaner's accept/reject/complete arrives through realtime. */
export function useClientBookingsPage(page: number, options: { search?: string } = {}) {
  const userId = useClientId();
  const enabled = Boolean(userId);
  const search = cleanSearch(options.search);
  useRealtimeInvalidation({ table: 'bookings', filter: `customer_id=eq.${userId}`, queryKeys: [queryKeys.bookings.all], enabled });
  return useQuery({
    queryKey: queryKeys.bookings.list({ customer: userId ?? null, page, search }),
    queryFn: () => fetchClientBookingsPage(userId as string, page, search),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One of the signed-in client's bookings (null when not theirs), kept live like the list. */
export function useClientBooking(bookingId: string | null) {
  const userId = useClientId();
  const enabled = Boolean(userId) && Boolean(bookingId);
  useRealtimeInvalidation({ table: 'bookings', filter: `customer_id=eq.${userId}`, queryKeys: [queryKeys.bookings.all], enabled });
  return useQuery({
    queryKey: queryKeys.bookings.list({ customer: userId ?? null, one: bookingId }),
    queryFn: () => fetchClientBooking(userId as string, bookingId as string),
    enabled,
  });
}

/** Cancels one of the client's pending bookings (RPC `cancel_booking`). */
export async function cancelClientBooking(bookingId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('cancel_booking', { p_booking_id: bookingId }), MESSAGES.auth.unexpectedTryAgain);
}

/** Mutation of {@link cancelClientBooking}. */
export function useCancelClientBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClientBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
