import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ensureGuestSession } from '../auth/actions';
import { guestSessionError } from '../auth/guest-session-error';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { BuildingCondition, BuildingType } from '../constants/business';
import { DataError } from '../errors/data-error';
import { normaliseNigerianPhone } from '../format/phone';
import { queryKeys } from '../query/query-keys';
import { unwrapRpc } from '../quotes/db-error';
import { saveChosenSlot } from '../bookings/chosen-slot';

/** The guest booking form (spec §5: name, phone and at least one service required; email optional). */
export interface GuestBookingInput {
  fullName: string;
  phone: string;
  email?: string;
  services: string[];
  location: string;
  /** Budget in kobo. */
  budgetKobo?: number | null;
  numRooms?: number | null;
  buildingType?: BuildingType | '' | null;
  buildingCondition?: BuildingCondition | '' | null;
  hasWater?: boolean;
  specialRequest?: string;
  /** Book this verified cleaner; omit for the operator to match one. */
  cleanerId?: string | null;
  /** Start of the chosen two-hour slot (ISO), saved right after the booking. */
  startsAt?: string | null;
}

/** True when the guest booking's required fields are present (the database checks again). */
export function guestBookingComplete(input: Pick<GuestBookingInput, 'fullName' | 'phone' | 'services'>): boolean {
  return Boolean(input.fullName.trim() && input.phone.trim() && input.services.length);
}

/**
 * Books as a guest: creates the anonymous session on first submit, then the booking (RPC `create_booking`).
 * @returns the booking id
 * @throws DataError: the spec's required-fields text, the phone or location text, or "Error creating booking"
 */
export async function createGuestBooking(input: GuestBookingInput): Promise<string> {
  if (!guestBookingComplete(input)) throw new DataError(MESSAGES.bookings.guestRequiredFields);
  const phone = normaliseNigerianPhone(input.phone);
  if (!phone) throw new DataError(MESSAGES.auth.invalidPhone);
  try {
    await ensureGuestSession();
  } catch (error) {
    throw guestSessionError(error, MESSAGES.bookings.createFailed);
  }
  const supabase = await getSupabase();
  const result = await supabase.rpc('create_booking', {
    p_cleaner_id: input.cleanerId ?? null,
    p_services: input.services,
    p_location: input.location.trim(),
    p_full_name: input.fullName.trim(),
    p_phone: phone,
    p_email: input.email?.trim() || undefined,
    p_num_rooms: input.numRooms ?? undefined,
    p_building_type: input.buildingType || undefined,
    p_building_condition: input.buildingCondition || undefined,
    p_has_water: input.hasWater ?? false,
    p_special_request: input.specialRequest?.trim() || undefined,
    p_budget_kobo: input.budgetKobo ?? undefined,
  });
  const id = unwrapRpc(result, MESSAGES.bookings.createFailed) as string;
  if (input.startsAt) await saveChosenSlot(id, input.startsAt);
  return id;
}

/** Mutation hook of {@link createGuestBooking}. */
export function useCreateGuestBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuestBooking,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}
