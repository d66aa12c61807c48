/**
 * Issue 24, delete my account at HTTP level: the account function on a real local-supabase. The caller's JWT names the
 * account (the body names nobody), a typed confirmation is required, money on its way refuses it with the reason,
 * and afterwards the user, their profile and their sessions are gone while a finished booking stays for the cleaner.
 */
import { startStack, type Person, type Stack } from './stack';

let s: Stack;

beforeAll(async () => {
  s = await startStack();
});
afterAll(async () => {
  await s?.stop();
});

const users = async (id: string) => (await s.sql(`select id from auth.users where id = $1`, [id])).length;

describe('POST /account/delete', () => {
  it('needs a signed-in caller and the typed confirmation', async () => {
    const who = await s.signUp('Ada Keep', 'client');
    expect((await s.call(s.supabase.keys.anon, 'POST', 'account/delete', { confirm: 'DELETE' })).status).toBe(401);
    const unconfirmed = await s.call(who.token, 'POST', 'account/delete', { confirm: 'delete please' });
    expect(unconfirmed).toMatchObject({ status: 400, json: { code: 'confirmation_required', message: 'Type DELETE to confirm.' } });
    const notJson = await fetch(`${s.supabase.url}/functions/v1/account/delete`, {
      method: 'POST', headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' }, body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await users(who.id)).toBe(1);
  });

  it('deletes only the caller, whatever id the body names', async () => {
    const victim = await s.signUp('Bola Victim', 'client');
    const attacker = await s.signUp('Chidi Attacker', 'client');
    const r = await s.call(attacker.token, 'POST', 'account/delete', { confirm: 'DELETE', user_id: victim.id, p_user_id: victim.id });
    expect(r).toMatchObject({ status: 200, json: { deleted: true } });
    expect(await users(victim.id)).toBe(1);
    expect(await users(attacker.id)).toBe(0);
    // The deleted caller's token no longer works with Auth.
    const again = await s.call(attacker.token, 'POST', 'account/delete', { confirm: 'DELETE' });
    expect(again.status).toBe(401);
  });

  it('is refused while a booking is open, and keeps a finished one for the cleaner, anonymised', async () => {
    const cleaner = await verifiedCleaner('Dayo Cleaner');
    const customer = await s.signUp('Efe Leaving', 'client');
    const booked = await customer.client.rpc('create_booking', {
      p_cleaner_id: cleaner.id, p_services: ['House Cleaning'], p_location: '7 Admiralty Way, Lekki', p_special_request: 'Gate code 1234',
    });
    expect(booked.error).toBeNull();
    const booking = booked.data as string;
    expect((await cleaner.client.rpc('accept_booking', { p_booking_id: booking, p_price_kobo: 1_000_000 })).error).toBeNull();

    const open = await s.call(customer.token, 'POST', 'account/delete', { confirm: 'DELETE' });
    expect(open).toMatchObject({ status: 409, json: { code: 'money_in_flight', message: expect.stringMatching(/bookings in progress/) } });
    expect(await users(customer.id)).toBe(1);

    expect((await cleaner.client.rpc('complete_booking', { p_booking_id: booking })).error).toBeNull();
    expect((await customer.client.rpc('confirm_booking_completion', { p_booking_id: booking })).error).toBeNull();
    const done = await s.call(customer.token, 'POST', 'account/delete', { confirm: 'DELETE' });
    expect(done.status).toBe(200);

    expect(await users(customer.id)).toBe(0);
    expect(await s.sql(`select 1 from public.profiles where id = $1`, [customer.id])).toHaveLength(0);
    expect(await s.sql(`select 1 from auth.sessions where user_id = $1`, [customer.id])).toHaveLength(0);
    const [kept] = await s.sql(`select customer_id, special_request, location from public.bookings where id = $1`, [booking]);
    expect(kept).toMatchObject({ customer_id: null, special_request: null });
    expect(kept.location).not.toContain('Admiralty');
    const seen = await cleaner.client.from('bookings').select('id, status').eq('id', booking);
    expect(seen.data).toEqual([{ id: booking, status: 'completed' }]);
  });
});

/** A bookable cleaner; verified by writing as the database owner (test set-up, not what is tested). */
async function verifiedCleaner(fullName: string): Promise<Person> {
  const c = await s.signUp(fullName, 'cleaner');
  await s.sql(
    `update public.cleaner_profiles set state = 'Lagos', lga = 'Eti-Osa', service_locations = '{Lagos/Eti-Osa}', bio = 'Careful.',
       specializations = '{Residential Cleaning}', availability = 'Weekdays', years_of_experience = '1_year' where user_id = $1`,
    [c.id],
  );
  await s.sql(`update public.cleaner_profiles set verification_status = 'verified', status = 'active' where user_id = $1`, [c.id]);
  return c;
}
