/**
 * Issue 21 (attack review): a quote's own words were pushed into the notifications of every verified cleaner in a
 * state (a phishing channel), and each anonymous partnership enquiry or pre-subscription notified every admin with
 * the submitted name. Notifications to many people now use fixed templates; visitor forms notify each admin once per
 * batch (20250612000300_fixed_text_fan_out_notifications.sql).
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, createUser, rpc, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await liftWriteLimits(db);
});
afterAll(async () => {
  await t?.close();
});

const PHISH = 'URGENT: confirm your payout at http://spotless-pay.example.com or call 0901 000 0000';

const notifications = (who: Actor) =>
  as(db, who, async (tx) =>
    (await tx.query<{ id: string; message: string; link: string | null; is_read: boolean }>(
      `select id, message, link, is_read from public.notifications order by created_at, message`,
    )).rows);
const everyMessage = async () => (await db.query<{ message: string }>(`select message from public.notifications`)).rows.map((r) => r.message);

describe('fan-out notifications carry no text a customer typed', () => {
  it('an open quote request reaches the cleaners of its state with a template, not its location or description', async () => {
    const other = await makeCleaner(db, p.admin, 'Kano Cleaner', { state: 'Kano', lga: 'Nassarawa' });
    const guest = await createUser(db, { fullName: '', anonymous: true });
    await rpc(db, guest, 'create_quote_request', {
      p_service_type: 'Deep Cleaning', p_location: PHISH, p_description: PHISH, p_full_name: 'Ada', p_phone: '08091234567',
      p_state: 'lagos', p_budget: PHISH,
    });
    expect((await everyMessage()).filter((m) => m.includes('spotless-pay'))).toEqual([]);
    for (const c of [p.cleaner, p.cleaner2]) {
      expect((await notifications(c)).map((n) => n.message)).toContain('New quote request: Deep Cleaning in Lagos.');
    }
    expect((await notifications(other)).map((n) => n.message)).not.toContain('New quote request: Deep Cleaning in Lagos.');
    expect((await notifications(p.admin)).map((n) => n.message)).toContain('New guest quote request: Deep Cleaning.');
  });

  it('a booking for the admins to match names its services, not the customer location', async () => {
    const guest = await createUser(db, { fullName: '', anonymous: true });
    await rpc(db, guest, 'create_booking', {
      p_cleaner_id: null, p_services: ['Window Cleaning'], p_location: PHISH, p_full_name: 'Ada', p_phone: '08091234567',
    });
    expect((await everyMessage()).filter((m) => m.includes('spotless-pay'))).toEqual([]);
    expect((await notifications(p.superAdmin)).map((n) => n.message)).toContain('New guest booking: Window Cleaning (needs a cleaner).');
  });
});

describe('visitor forms notify each admin once per batch', () => {
  const enquire = (name: string) =>
    as(db, ANON, (tx) =>
      tx.query(`insert into public.partnership_enquiries (organization_name, address, contact_number, partner_type)
                values ($1, 'Wuse 2, Abuja', '+2348090001111', 'Parks')`, [name]));
  const unreadAbout = async (who: Actor, link: string) => (await notifications(who)).filter((n) => n.link === link && !n.is_read);

  it('partnership enquiries: one unread notification per admin with the count, a new one after it is read', async () => {
    for (let i = 0; i < 5; i++) await enquire(`${PHISH} ${i}`);
    for (const admin of [p.admin, p.superAdmin]) {
      expect((await unreadAbout(admin, '/admin/partners')).map((n) => n.message)).toEqual(['5 new partnership enquiries.']);
    }
    expect((await everyMessage()).filter((m) => m.includes('spotless-pay'))).toEqual([]);
    const [batch] = await unreadAbout(p.admin, '/admin/partners');
    await rpc(db, p.admin, 'mark_notification_read', { p_notification_id: batch!.id });
    await enquire('Abuja Parks');
    expect((await unreadAbout(p.admin, '/admin/partners')).map((n) => n.message)).toEqual(['New partnership enquiry.']);
    expect((await unreadAbout(p.superAdmin, '/admin/partners')).map((n) => n.message)).toEqual(['6 new partnership enquiries.']);
  });

  it('pre-subscriptions: the same, under their own link', async () => {
    const frequency = await as(db, p.admin, async (tx) =>
      (await tx.query<{ id: number }>(`insert into public.frequencies (name) values ('Monthly') returning id`)).rows[0]!.id);
    const plan = await as(db, p.admin, async (tx) =>
      (await tx.query<{ id: string }>(
        `insert into public.subscription_plans (building_type, num_rooms, frequency_id, price_kobo) values ('commercial', 3, $1, 9000000) returning id`,
        [frequency],
      )).rows[0]!.id);
    for (let i = 0; i < 3; i++) {
      await as(db, ANON, (tx) =>
        tx.query(`insert into public.pre_subscriptions (full_name, email, phone, cleaner_preference, subscription_plan_id, frequency_id)
                  values ($1, 'sade@example.ng', '+2348023334444', 'Any', $2, $3)`, [PHISH.slice(0, 100), plan, frequency]));
    }
    expect((await unreadAbout(p.admin, '/admin/subscriptions')).map((n) => n.message)).toEqual(['3 new plan pre-subscriptions.']);
    expect((await everyMessage()).filter((m) => m.includes('URGENT'))).toEqual([]);
  });

  it('chat: one unread notification per admin and thread, however many messages', async () => {
    const guest = await createUser(db, { fullName: '', anonymous: true });
    const thread = await rpc<string>(db, guest, 'start_chat');
    const say = () => as(db, guest, (tx) => tx.query(`insert into public.chat_messages (thread_id, sender_id, body) values ($1, auth.uid(), 'Hello?')`, [thread]));
    for (let i = 0; i < 4; i++) await say();
    const link = `/admin/chats/${thread}`;
    expect(await unreadAbout(p.admin, link)).toHaveLength(1);
    await rpc(db, p.admin, 'mark_all_notifications_read', { p_category: 'chat' });
    await say();
    expect(await unreadAbout(p.admin, link)).toHaveLength(1);
    expect(await as(db, p.admin, async (tx) => (await tx.query(`select admin_unread from public.chat_threads where id = $1`, [thread])).rows))
      .toEqual([{ admin_unread: 5 }]);
  });
});
