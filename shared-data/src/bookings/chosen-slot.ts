import { getSupabase } from '../client/supabase-client';
import { DataError } from '../errors/data-error';

/**
 * Saves the slot chosen in a booking form right after the booking was created (RPC set_booking_slot: the database
 * checks it against the cleaner's hours and jobs). Should it be taken meanwhile, the booking stays without a time
 * and the bookings list offers "Choose a time".
 * @throws DataError naming the database's reason
 */
export async function saveChosenSlot(bookingId: string, startsAt: string): Promise<void> {
  const supabase = await getSupabase();
  const slot = await supabase.rpc('set_booking_slot', { p_booking_id: bookingId, p_starts_at: startsAt });
  if (slot.error) {
    throw new DataError(`Your booking was sent, but the time was not saved: ${slot.error.message} Choose a time in your bookings.`, {
      code: slot.error.code || undefined,
      cause: slot.error,
    });
  }
}
