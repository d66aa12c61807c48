/**
 * Booking messages (issue 27, item 4): only the booking's two parties write and read them (admins read them through
 * an audited RPC), contact details are hidden before the cleaner accepts, read state belongs to the recipient, and a
 * party can report the other side's message to admins.
 */
import { ANON, attempt, createUser, rpc, rpcError, type Actor, type Caller } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let p: People;
beforeAll(async () => {
  t = await openTestDatabase();
  p = await makePeople(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function newBooking(customer: Actor = p.client): Promise<string> {
  return rpc<string>(t.db, customer, 'create_booking', {
    p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Ikoyi',
    ...(customer.anonymous ? { p_full_name: 'Kemi Guest', p_phone: '+2348099990000' } : {}),
  });
}
const send = (who: Actor, booking: string, body: string) => rpc<string>(t.db, who, 'send_booking_message', { p_booking_id: booking, p_body: body });
async function bodies(who: Caller, booking: string) {
  const r = await attempt<{ body: string; sender_role: string; redacted: boolean; read_at: string | null }>(
    t.db, who, `select body, sender_role, redacted, read_at from public.booking_messages where booking_id = $1 order by created_at, id`, [booking]);
  if (!r.ok) throw new Error(r.error);
  return r.rows;
}

describe('booking messages', () => {
  it('go between the customer (a guest too) and the cleaner; others neither read nor write', async () => {
    const id = await newBooking(p.guest);
    await send(p.guest, id, 'Hello, is Saturday fine?');
    await send(p.cleaner, id, 'Yes, Saturday works.');
    expect((await bodies(p.guest, id)).map((m) => [m.sender_role, m.body])).toEqual([
      ['customer', 'Hello, is Saturday fine?'], ['cleaner', 'Yes, Saturday works.'],
    ]);
    expect(await bodies(p.cleaner, id)).toHaveLength(2);
    // Admins read a conversation only through admin_booking_conversation, which audits the read (20250713000000).
    expect(await bodies(p.admin, id)).toHaveLength(0);
    expect(await bodies(p.client, id)).toHaveLength(0);
    expect(await bodies(p.cleaner2, id)).toHaveLength(0);
    await expect(bodies(ANON, id)).rejects.toThrow(/permission denied/);
    expect(await rpcError(t.db, p.client, 'send_booking_message', { p_booking_id: id, p_body: 'Hi' })).toBe('Invalid booking ID');
    expect(await rpcError(t.db, p.cleaner2, 'send_booking_message', { p_booking_id: id, p_body: 'Hi' })).toBe('Invalid booking ID');
    expect(await rpcError(t.db, p.admin, 'send_booking_message', { p_booking_id: id, p_body: 'Hi' })).toBe('Invalid booking ID');
    expect(await rpcError(t.db, p.guest, 'send_booking_message', { p_booking_id: id, p_body: '   ' })).toBe('Write a message (up to 2000 characters).');
    // No direct writes: a forged sender or a read mark set by the sender is impossible.
    const forged = await attempt(t.db, p.guest, `insert into public.booking_messages (booking_id, sender_id, sender_role, body) values ($1, $2, 'cleaner', 'Pay me outside')`, [id, p.cleaner.id]);
    expect(forged).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) });
    const marked = await attempt(t.db, p.guest, `update public.booking_messages set read_at = now() where booking_id = $1`, [id]);
    expect(marked).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) });
  });

  it('hide phone numbers, e-mail addresses and WhatsApp links before the cleaner accepts, not after', async () => {
    const id = await newBooking();
    await send(p.client, id, 'Call me on 0803 123 4567 or +234 (803) 123-4567, mail funke.a@example.com, funke (at) example (dot) com, wa.me/2348031234567');
    await send(p.client, id, 'Can you come on 25/11/2026 at 2pm. The price of ₦25,000 is fine, 3 rooms.');
    const before = await bodies(p.cleaner, id);
    expect(before[0]!.body).toBe('Call me on [contact hidden] or [contact hidden], mail [contact hidden], [contact hidden], [contact hidden]');
    expect(before[0]!.redacted).toBe(true);
    expect(before[1]!).toMatchObject({ body: 'Can you come on 25/11/2026 at 2pm. The price of ₦25,000 is fine, 3 rooms.', redacted: false });
    await rpc(t.db, p.cleaner, 'accept_booking', { p_booking_id: id, p_price_kobo: 2500000 });
    await rpc(t.db, p.cleaner, 'set_booking_on_the_way', { p_booking_id: id });
    await send(p.cleaner, id, 'On my way. My number is 08031234567.');
    expect((await bodies(p.client, id)).at(-1)).toMatchObject({ body: 'On my way. My number is 08031234567.', redacted: false });
  });

  it('keep read state per recipient, count unread, and notify once per unread run', async () => {
    const id = await newBooking(p.client2);
    const notices = async () => Number((await t.db.query<{ n: string }>(
      `select count(*) as n from public.notifications where recipient_id = $1 and category = 'chat' and link = $2`,
      [p.cleaner.id, `/cleaner/bookings/${id}`])).rows[0]!.n);
    await send(p.client2, id, 'First');
    await send(p.client2, id, 'Second');
    expect(await notices()).toBe(1);
    const counts = (who: Actor) => attempt<{ unread: number; total: number }>(
      t.db, who, `select unread, total from public.my_booking_message_counts() where booking_id = $1`, [id]);
    expect(await counts(p.cleaner)).toMatchObject({ ok: true, rows: [{ unread: 2, total: 2 }] });
    expect(await counts(p.client2)).toMatchObject({ ok: true, rows: [{ unread: 0, total: 2 }] });
    // The sender cannot mark their own messages read for the other side.
    expect(await rpc(t.db, p.client2, 'mark_booking_messages_read', { p_booking_id: id })).toBe(0);
    expect(await rpc(t.db, p.cleaner, 'mark_booking_messages_read', { p_booking_id: id })).toBe(2);
    expect(await counts(p.cleaner)).toMatchObject({ ok: true, rows: [{ unread: 0, total: 2 }] });
    expect((await bodies(p.client2, id)).every((m) => m.read_at !== null)).toBe(true);
    await send(p.client2, id, 'Third');
    expect(await notices()).toBe(2);
    expect(await rpcError(t.db, p.cleaner2, 'mark_booking_messages_read', { p_booking_id: id })).toBe('Invalid booking ID');
  });

  it('close with the booking: none after it is rejected or cancelled', async () => {
    const id = await newBooking();
    await rpc(t.db, p.client, 'cancel_booking', { p_booking_id: id });
    expect(await rpcError(t.db, p.client, 'send_booking_message', { p_booking_id: id, p_body: 'Hello?' }))
      .toBe('This booking is closed: messages can no longer be sent.');
  });

  it('are limited like other writes', async () => {
    const fresh = await createUser(t.db, { fullName: 'Sade Okoro', phone: '08057778888', accountType: 'client' });
    const id = await newBooking(fresh);
    await t.db.query(`update public.write_limits set per_session = 2 where action = 'booking_message'`);
    try {
      await send(fresh, id, 'One');
      await send(fresh, id, 'Two');
      expect(await rpcError(t.db, fresh, 'send_booking_message', { p_booking_id: id, p_body: 'Three' })).toBe('Too many messages. Please try again later.');
    } finally {
      await t.db.query(`update public.write_limits set per_session = 60 where action = 'booking_message'`);
    }
  });
});

describe('message reports', () => {
  it('let a party report the other side\'s message; only admins see and close reports', async () => {
    const id = await newBooking();
    const mine = await send(p.client, id, 'Hello');
    const theirs = await send(p.cleaner, id, 'Pay me cash outside the app.');
    expect(await rpcError(t.db, p.client, 'report_booking_message', { p_message_id: mine, p_reason: 'x' })).toBe('Invalid message ID');
    expect(await rpcError(t.db, p.cleaner2, 'report_booking_message', { p_message_id: theirs, p_reason: 'x' })).toBe('Invalid message ID');
    expect(await rpcError(t.db, p.client, 'report_booking_message', { p_message_id: theirs, p_reason: ' ' })).toBe('Say what is wrong (up to 500 characters).');
    const report = await rpc<string>(t.db, p.client, 'report_booking_message', { p_message_id: theirs, p_reason: 'Asks for payment outside Spotless' });
    expect(await rpcError(t.db, p.client, 'report_booking_message', { p_message_id: theirs, p_reason: 'again' })).toBe('You already reported this message.');

    const seen = await attempt(t.db, p.client, `select id from public.booking_message_reports`);
    expect(seen).toMatchObject({ ok: true, rows: [] });
    expect(await rpcError(t.db, p.client, 'admin_message_reports')).toBe('Only admins can see message reports.');
    expect(await rpcError(t.db, { ...p.admin, aal: 'aal1' }, 'admin_message_reports')).toBe('Only admins can see message reports.');
    const list = await attempt<{ id: string; body: string; reason: string; reporter_role: string; sender_role: string }>(
      t.db, p.admin, `select id, body, reason, reporter_role, sender_role from public.admin_message_reports()`);
    expect(list).toMatchObject({ ok: true, rows: [{ id: report, body: 'Pay me cash outside the app.', reason: 'Asks for payment outside Spotless', reporter_role: 'customer', sender_role: 'cleaner' }] });
    const told = await t.db.query(`select 1 from public.notifications where recipient_id = $1 and link = '/admin/message-reports'`, [p.admin.id]);
    expect(told.rows.length).toBeGreaterThan(0);
    expect(await rpcError(t.db, p.client, 'close_message_report', { p_report_id: report })).toBe('Only admins can close message reports.');
    await rpc(t.db, p.admin, 'close_message_report', { p_report_id: report });
    const open = await attempt(t.db, p.admin, `select id from public.admin_message_reports()`);
    expect(open).toMatchObject({ ok: true, rows: [] });
  });
});
