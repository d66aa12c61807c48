/**
 * Issue 21 (attack review): 24 ordinary refusals of the RPCs ("Bid not found." ...) answered HTTP 500, because they
 * raised SQLSTATE P0002, which PostgREST maps to 500 like every P0* code but P0001. They now raise PT404 (and the price
 * lock PT409), which PostgREST answers with that status and the message intact (20250612000100 and the migrations
 * that redefine the other functions). http-refusals.test.ts replays them over HTTP through local-supabase.
 */
import type { Database } from '@spotless/local-supabase';
import { httpStatusForSqlState } from '@spotless/local-supabase/src/http/postgrest-errors';
import { as, rpc, type Actor, type Caller } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';
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

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** The SQLSTATE and message an RPC raised as `who`, and the HTTP status PostgREST gives it. */
async function refusal(who: Caller, fn: string, args: Record<string, unknown>): Promise<{ status: number; code?: string; message: string }> {
  try {
    await rpc(db, who, fn, args);
  } catch (err) {
    const e = err as { code?: string; message: string };
    return { status: httpStatusForSqlState(e.code ?? '', who === 'anon', e.message), code: e.code, message: e.message };
  }
  throw new Error(`${fn} succeeded but was expected to fail`);
}
const notFound = (message: string) => ({ status: 404, code: 'PT404', message });

it('no function in public raises a code that PostgREST answers with 5xx', async () => {
  const r = await db.query<{ proname: string; code: string }>(
    `select p.proname, m[1] as code
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       cross join lateral regexp_matches(p.prosrc, 'errcode\\s*=\\s*''([0-9A-Z]{5})''', 'gi') m
      where n.nspname = 'public'`,
  );
  expect(r.rows.length).toBeGreaterThan(50);
  const serverErrors = r.rows.filter((x) => httpStatusForSqlState(x.code.toUpperCase(), false) >= 500);
  expect(serverErrors).toEqual([]);
});

it('"not found" refusals answer 404 with the spec messages', async () => {
  const guestQuote = await rpc<string>(db, p.guest, 'create_quote_request', {
    p_service_type: 'Deep Cleaning', p_location: 'Yaba', p_description: 'x', p_full_name: 'Ada', p_phone: '08091234567',
  });
  const bid = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: guestQuote, p_amount_kobo: 100000 });
  const thread = await rpc<string>(db, p.guest, 'start_chat');
  const cases: Array<[Actor, string, Record<string, unknown>, string]> = [
    [p.superAdmin, 'grant_admin_role', { p_user_id: NOBODY }, 'User not found.'],
    [p.admin, 'verify_cleaner', { p_cleaner_id: NOBODY }, 'Cleaner not found.'],
    [p.admin, 'log_document_view', { p_submission_id: NOBODY, p_document: 'government_id' }, 'Error retrieving the file.'],
    [p.client, 'cancel_quote_request', { p_quote_request_id: guestQuote }, 'Quote request not found.'],
    [p.cleaner, 'decline_quote_request', { p_quote_request_id: guestQuote }, 'Quote request not found.'],
    [p.cleaner, 'submit_bid', { p_quote_request_id: NOBODY, p_amount_kobo: 100 }, 'Quote request not found.'],
    [p.cleaner2, 'withdraw_bid', { p_quote_request_id: guestQuote }, 'No bid found to delete.'],
    [p.client, 'accept_bid', { p_bid_id: NOBODY }, 'Bid not found.'],
    [p.client, 'accept_bid', { p_bid_id: bid }, 'Bid not found.'],
    [p.client, 'reject_bid', { p_bid_id: NOBODY }, 'Bid not found.'],
    [p.client, 'reject_bid', { p_bid_id: bid }, 'Bid not found.'],
    [p.cleaner, 'accept_booking', { p_booking_id: NOBODY }, 'Invalid booking ID'],
    [p.client, 'cancel_booking', { p_booking_id: NOBODY }, 'Invalid booking ID'],
    [p.admin, 'assign_booking_cleaner', { p_booking_id: NOBODY, p_cleaner_id: p.cleaner.id }, 'Invalid booking ID'],
    [p.admin, 'match_schedule', { p_schedule_id: NOBODY, p_cleaner_id: p.cleaner.id }, 'Schedule not found.'],
    [p.client, 'mark_chat_read', { p_thread_id: NOBODY }, 'Chat not found.'],
    [p.client, 'mark_chat_read', { p_thread_id: thread }, 'Chat not found.'],
    [p.admin, 'upgrade_subscription', { p_subscription_id: NOBODY }, 'Subscription not found.'],
    [p.admin, 'suspend_cleaner', { p_cleaner_id: NOBODY }, 'Cleaner not found.'],
    [p.admin, 'delete_cleaner', { p_cleaner_id: NOBODY }, 'Cleaner not found.'],
  ];
  for (const [who, fn, args, message] of cases) {
    expect({ fn, ...(await refusal(who, fn, args)) }).toEqual({ fn, ...notFound(message) });
  }
});

it('a locked price list answers 409 with its message', async () => {
  await as(db, p.admin, (tx) => tx.query(`update public.price_update_settings set locked = true where scope = 'cleaning_prices'`));
  expect(await refusal(p.admin, 'auto_update_cleaning_prices', { p_base_price_per_room_kobo: 500000 }))
    .toEqual({ status: 409, code: 'PT409', message: 'Price updates are locked.' });
});
