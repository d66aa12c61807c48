/**
 * Issue 27, item 6, end to end on one machine: a real local-supabase (all migrations, its pg_cron stand-in running
 * the jobs, the functions on Deno) and a real local Termii. The migration's own job (`spotless-booking-reminders`,
 * made to run every second here instead of every 5 minutes) finds a booking due tomorrow and one due within the hour;
 * the migration's second job (`spotless-deliver-messages`, every second here instead of every minute) calls the
 * deliver-messages function through net.http_post with the service key from Vault, as on hosted, and the function
 * sends the e-mails into local-supabase's inbox and the SMS to local Termii. Both sides get each reminder in the app, by e-mail and by SMS,
 * once, however often the job and the delivery run.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '@spotless/local-supabase';
import { startLocalTermii, type LocalTermii } from '@spotless/local-termii';

const SUPABASE_DIR = path.resolve(__dirname, '..');
const TERMII_KEY = 'TLremindertest0000000000000000000000';
const HOUR = 3600_000;

let root: string;
let supabase: LocalSupabase;
let termii: LocalTermii;

// Node 20 has no WebSocket and nothing here opens a realtime channel: a transport that is never constructed will do.
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoWebSocket as never },
};

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await supabase.db.query<T>(text, params)).rows;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'fn-reminders-'));
  termii = await startLocalTermii({ port: 0, host: '127.0.0.1', apiKey: TERMII_KEY, dataDir: path.join(root, 'termii') });
  const project = path.join(root, 'supabase');
  mkdirSync(project);
  cpSync(path.join(SUPABASE_DIR, 'config.toml'), path.join(project, 'config.toml'));
  cpSync(path.join(SUPABASE_DIR, 'functions'), path.join(project, 'functions'), { recursive: true, filter: (src) => path.basename(src) !== '.env' });
  const envFile = path.join(root, 'functions.env');
  writeFileSync(envFile, '');
  supabase = await startLocalSupabase({
    port: 0,
    inMemory: true,
    dataDir: path.join(root, 'data'),
    migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
    functionsDir: path.join(project, 'functions'),
    functionsEnvFile: envFile,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    rateLimits: false,
    jwtSecret: `reminders-tests-${randomBytes(16).toString('hex')}`,
  });
  // As pnpm start writes it: e-mail through local-supabase's e-mail API, SMS through local Termii. Written before the
  // function's first request, when its process reads the file.
  writeFileSync(
    envFile,
    [`EMAIL_API_URL=${supabase.url}/mail/v1`, `EMAIL_API_KEY=${supabase.keys.serviceRole}`, `TERMII_BASE_URL=${termii.url}`, `TERMII_API_KEY=${TERMII_KEY}`, ''].join('\n'),
  );
});
afterAll(async () => {
  await supabase?.stop();
  await termii?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function person(fullName: string, phone: string, accountType: 'client' | 'cleaner') {
  const admin = createClient(supabase.url, supabase.keys.serviceRole, clientOptions);
  const email = `${accountType}-${randomBytes(3).toString('hex')}@example.ng`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: 'password-123',
    email_confirm: true,
    user_metadata: { full_name: fullName, account_type: accountType, phone },
  });
  if (error) throw error;
  return { id: data.user!.id, email };
}

/** An accepted booking with its slot at `startsAt`, written as the platform (triggers off: the hour the suite runs at may be outside the cleaner's weekly hours). */
async function booking(customerId: string, cleanerId: string, startsAt: Date): Promise<string> {
  const [row] = await supabase.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    return (await tx.query<{ id: string }>(
      `insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, status, price_kobo, starts_at, ends_at, accepted_at)
       values ($1, 'client', $2, '{Deep Cleaning}', '3 Bode Thomas Street, Surulere', 'accepted', 2500000, $3, $3::timestamptz + interval '2 hours', now())
       returning id`,
      [customerId, cleanerId, startsAt],
    )).rows;
  });
  await supabase.db.query(`insert into public.booking_contacts (booking_id, full_name, phone) values ($1, 'Funke Adeyemi', '+2348051112222')`, [row!.id]);
  return row!.id;
}

const deliver = (token: string) =>
  fetch(`${supabase.url}/functions/v1/deliver-messages`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({
    status: r.status,
    json: await r.json(),
  }));

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const inbox = async (to: string) =>
  (await (await fetch(`${supabase.url}/mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string; text: string }>;
const texts = (phone: string) => termii.inbox.list(phone).map((m) => m.sms);
const inApp = (who: string, bookingId: string) =>
  sql<{ message: string; link: string }>(`select message, link from public.notifications where recipient_id = $1 and link like '%' || $2`, [who, bookingId]);

test('both sides are reminded the day before and the hour before, in the app, by e-mail and by SMS, once', async () => {
  const client = await person('Funke Adeyemi', '08051112222', 'client');
  const cleaner = await person('Adaeze Nwosu', '08031234567', 'cleaner');
  // Just under 24 hours ahead: tomorrow in Lagos whatever the hour the suite runs at (the day-before reminder goes
  // out only while the slot is tomorrow).
  const tomorrow = await booking(client.id, cleaner.id, new Date(Date.now() + 24 * HOUR - 2 * 60_000));

  // The scheduled jobs, as the migrations scheduled them; run every second so the test need not wait for the minute.
  const jobs = await sql<{ jobid: string; jobname: string; command: string }>(
    `select jobid::text, jobname, command from cron.job where jobname in ('spotless-booking-reminders', 'spotless-deliver-messages') order by jobname`,
  );
  expect(jobs.map((j) => [j.jobname, j.command])).toEqual([
    ['spotless-booking-reminders', 'select public.send_booking_reminders()'],
    ['spotless-deliver-messages', 'select public.request_message_delivery()'],
  ]);
  const job = jobs[0];
  // Only the scheduler's key delivers (checked before the delivery job runs, while the queue is empty).
  const someone = createClient(supabase.url, supabase.keys.anon, clientOptions);
  const signedIn = await someone.auth.signInWithPassword({ email: client.email, password: 'password-123' });
  expect((await deliver(signedIn.data.session!.access_token)).status).toBe(403);
  expect((await deliver(supabase.keys.anon)).status).toBe(403);
  await supabase.db.transaction(async (tx) => {
    await tx.exec('set local role hosted_postgres');
    for (const j of jobs) await tx.query(`select cron.alter_job($1::bigint, schedule => '1 seconds')`, [j.jobid]);
  });

  await until(() => inApp(client.id, tomorrow), (r) => r.length > 0, 'the day-before reminder in the app');
  expect((await inApp(client.id, tomorrow)).map((n) => n.link)).toEqual([`/client/bookings/${tomorrow}`]);
  expect((await inApp(cleaner.id, tomorrow)).map((n) => n.link)).toEqual([`/cleaner/bookings/${tomorrow}`]);

  await until(() => inbox(client.email), (m) => m.length > 0, 'the e-mail in the inbox');
  await until(async () => texts('2348031234567'), (m) => m.length > 0, 'the SMS at Termii');
  expect((await inbox(client.email)).map((m) => m.subject)).toEqual(['Your Spotless booking is tomorrow']);
  expect((await inbox(cleaner.email)).map((m) => m.subject)).toEqual(['Your Spotless booking is tomorrow']);
  expect(texts('2348051112222')).toEqual([expect.stringMatching(/^Reminder: your Deep Cleaning booking with Adaeze Nwosu is on /)]);
  expect(texts('2348031234567')).toEqual([expect.stringMatching(/^Reminder: your Deep Cleaning job at 3 Bode Thomas Street, Surulere is on /)]);

  // An hour before: a second booking whose slot starts in 50 minutes.
  const soon = await booking(client.id, cleaner.id, new Date(Date.now() + 50 * 60_000));
  await until(() => inApp(cleaner.id, soon), (r) => r.length > 0, 'the hour-before reminder in the app');
  await until(async () => texts('2348031234567'), (m) => m.length === 2, 'the second SMS at Termii');
  await until(() => inbox(client.email), (m) => m.length === 2, 'the second e-mail');
  expect((await inbox(client.email)).map((m) => m.subject).sort()).toEqual(['Your Spotless booking is tomorrow', 'Your Spotless booking starts soon']);
  expect(texts('2348031234567')).toHaveLength(2);

  // Never twice: more runs of the job and of the delivery change nothing.
  const runs = Number((await sql<{ n: string }>(`select count(*)::text as n from cron.job_run_details where jobid = $1 and status = 'succeeded'`, [job!.jobid]))[0]!.n);
  await until(
    () => sql<{ n: string }>(`select count(*)::text as n from cron.job_run_details where jobid = $1 and status = 'succeeded'`, [job!.jobid]),
    (r) => Number(r[0]!.n) >= runs + 3,
    'three more runs of the job',
  );
  expect((await deliver(supabase.keys.serviceRole)).json).toEqual({ sent: 0, failed: 0 });
  expect(await sql(`select status from public.outbound_messages where status <> 'sent'`)).toEqual([]);
  expect(await inApp(client.id, tomorrow)).toHaveLength(1);
  expect(await inApp(client.id, soon)).toHaveLength(1);
  expect(await inbox(client.email)).toHaveLength(2);
  expect(await inbox(cleaner.email)).toHaveLength(2);
  expect(texts('2348051112222')).toHaveLength(2);
  expect(texts('2348031234567')).toHaveLength(2);
});

test('a message Termii could not take waits and is tried again, and is sent once Termii answers', async () => {
  const port = Number(new URL(termii.url).port);
  // An outage: open connections (the function's keep-alive one too) are cut.
  const stopping = termii.stop();
  termii.app.server.closeAllConnections();
  await stopping;
  await sql(`insert into public.outbound_messages (channel, to_address, body, dedupe_key) values ('sms', '+2348097776655', 'Reminder: test', 'test:outage')`);
  const failed = await until(
    () => sql<{ status: string; attempts: number; last_error: string | null }>(`select status, attempts, last_error from public.outbound_messages where dedupe_key = 'test:outage'`),
    (r) => r[0]!.attempts >= 1 && r[0]!.status === 'queued',
    'a failed attempt',
  );
  expect(failed[0]!.last_error).toBeTruthy();
  // Tried once, then left to wait (a minute after the first failure), not spent in the same run.
  await new Promise((r) => setTimeout(r, 3000));
  expect((await sql<{ attempts: number }>(`select attempts from public.outbound_messages where dedupe_key = 'test:outage'`))[0]!.attempts).toBe(1);
  termii = await startLocalTermii({ port, host: '127.0.0.1', apiKey: TERMII_KEY, dataDir: path.join(root, 'termii') });
  // As if that minute had passed.
  await sql(`update public.outbound_messages set next_attempt_at = now() where dedupe_key = 'test:outage'`);
  await until(
    () => sql<{ status: string }>(`select status from public.outbound_messages where dedupe_key = 'test:outage'`),
    (r) => r[0]!.status === 'sent',
    'the message sent after the outage',
  );
  expect(texts('2348097776655')).toEqual(['Reminder: test']);
});
