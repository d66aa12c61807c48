/**
 * Issue 25 §2 — the operator console at marketplace scale: ≥ 50,000 clients, 10,000 cleaners, 200,000 bookings and
 * 1,000,000 notifications on PostgreSQL (set-based SQL: supabase/scripts/generate-bench-data.ts for the cleaners and
 * their market, then the bulk below), then each list query of the console timed as a super admin at aal2 through
 * local-supabase's PostgREST, with the console's own fetchers from shared-data (the requests the screens send):
 * first page, a deep page and a search, p50/p95 of sequential calls. Goal: p95 ≤ 50 ms per page.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { totpCode } from '../../local-supabase/src/auth/totp';
import * as data from '../../shared-data/src';
import * as consoleData from '../../shared-data/src/console';
import { fetchAdminTransactions } from '../../shared-data/src/admin/admin-money';
import { startTotpEnrolment, submitTotpCode } from '../../shared-data/src/mfa';
import { atMost, fmt, int, type Benchmark } from './lib/report';
import { summarize } from './lib/stats';
import { createDatabase, DEMO_PASSWORD, loadAverage, REPO, run, seed, startSupabase, tmpDir } from './lib/stack';

const CLEANERS = Number(process.env.BENCH_ADMIN_CLEANERS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_ADMIN_CLIENTS ?? 50_000);
const BOOKINGS = Number(process.env.BENCH_ADMIN_BOOKINGS ?? 200_000);
const NOTIFICATIONS = Number(process.env.BENCH_ADMIN_NOTIFICATIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 40);
const WARMUP = 5;
const GOAL_P95_MS = 50;
const PORT = 24359;
const ADMIN_EMAIL = 'superadmin@demo.spotless.ng';

/** Rows the generator does not make, in bulk: clients to CLIENTS, bookings to BOOKINGS, payments, notifications. */
function bulkSql(existingClients: number, existingBookings: number): [string, string][] {
  const moreClients = Math.max(0, CLIENTS - existingClients);
  const moreBookings = Math.max(0, BOOKINGS - existingBookings);
  const id = (kind: number, expr: string) => `('be4c' || lpad(to_hex(${kind}), 4, '0') || '-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
  return [
    // Through the sign-up trigger (profile, client profile, role), as Auth creates people.
    ['clients', `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, aud, role, created_at)
      select ${id(0x11, 'g')}, 'bench-more-client-' || g || '@bench.spotless.ng',
             jsonb_build_object('full_name', 'Client ' || g || ' Okafor', 'phone', '+23482' || lpad(g::text, 8, '0'), 'account_type', 'client'),
             now(), 'authenticated', 'authenticated', now() - (g % 720) * interval '1 hour'
        from generate_series(1, ${moreClients}) g`],
    ['client created_at spread', `update public.client_profiles c set created_at = u.created_at from auth.users u
      where u.id = c.user_id and u.id::text like 'be4c0011%'`],
    // Bulk rows below skip the row triggers (replica role): they are the data's, not the workload's.
    ['bookings', `insert into public.bookings (id, customer_id, customer_kind, cleaner_id, services, location, state, lga,
        price_kobo, status, payment_status, completed_at, created_at)
      select ${id(0x12, 'g')}, cl.ids[1 + (g * 7919) % array_length(cl.ids, 1)], 'client', ${id(1, `1 + (g * 31) % ${CLEANERS}`)}, '{House Cleaning}', 'Bench street ' || g, 'Lagos', 'Ikeja',
             1000000 + (g % 40) * 50000,
             (array['pending','accepted','completed','awaiting_confirmation','cancelled'])[1 + g % 5],
             (array['unpaid','paid','paid','paid','unpaid'])[1 + g % 5],
             case when g % 5 in (2, 3) then now() - (g % 8760) * interval '1 hour' + interval '1 day' end,
             now() - (g % 8760) * interval '1 hour'
        from generate_series(1, ${moreBookings}) g
       cross join (select array_agg(user_id order by user_id) as ids from public.client_profiles) cl`],
    ['payments', `insert into public.payments (client_id, booking_id, amount_kobo, method, status, reference, paid_at, created_at)
      select b.customer_id, b.id, b.price_kobo, 'card', 'completed', 'BENCH-' || substr(b.id::text, 25), b.created_at, b.created_at
        from public.bookings b where b.payment_status = 'paid' and b.id::text like 'be4c0012%'`],
    // A review of every other completed bench booking (~20,000), by its client, and a verification submission of every
    // cleaner without one (the generator verifies most cleaners directly): the Reviews and Verification tabs at scale.
    ['reviews', `insert into public.reviews (booking_id, cleaner_id, reviewer_id, reviewer_name, rating, comment, created_at)
      select b.id, b.cleaner_id, b.customer_id, left(p.full_name, 60), 1 + (row_number() over (order by b.id))::int % 5,
             (array['Great job, very thorough.', 'Spotless kitchen and bathrooms.', 'Late, but the work was good.',
                    'Would book again.', 'Missed the windows this time.'])[1 + (row_number() over (order by b.id))::int % 5],
             b.completed_at
        from public.bookings b join public.profiles p on p.id = b.customer_id
       where b.status = 'completed' and b.id::text like 'be4c0012%' and get_byte(uuid_send(b.id), 15) % 2 = 0`],
    ['verification submissions', `insert into public.verification_submissions (cleaner_id, id_type, government_id_path, address_proof_path,
        consent_at, status, review_note, submitted_at, reviewed_at)
      select c.user_id, 'NIN', c.user_id || '/nin.jpg', c.user_id || '/bill.pdf', c.created_at,
             case c.verification_status when 'verified' then 'verified' when 'rejected' then 'rejected' else 'pending' end,
             case when c.verification_status = 'rejected' then 'Blurred ID' end, c.created_at,
             case when c.verification_status in ('verified', 'rejected') then c.created_at + interval '1 day' end
        from public.cleaner_profiles c
       where not exists (select 1 from public.verification_submissions v where v.cleaner_id = c.user_id)`],
    // Derived tables that row and statement triggers keep (skipped above for the bulk rows): the Bookings search texts
    // and per-kind counts (20250719000300), filled through the migration's own function, when the schema has them.
    ['derived: booking search texts and counts', `do $$ begin
        if to_regprocedure('public.keep_booking_search_text_for(uuid)') is not null then
          perform public.keep_booking_search_text_for(b.id) from public.bookings b where b.id::text like 'be4c0012%';
        end if;
        if to_regclass('public.booking_kind_counts') is not null then
          update public.booking_kind_counts c set bookings = (select count(*) from public.bookings b where b.customer_kind = c.customer_kind);
        end if;
      end $$`],
    ['notifications', `insert into public.notifications (recipient_id, category, message, is_read, created_at)
      select case when g % 100 = 0 then '5eed0001-0000-4000-8000-000000000001'::uuid
                  else ${id(0x11, `1 + g % ${Math.max(1, moreClients)}`)} end,
             (array['booking','payment','system','bid'])[1 + g % 4], 'Bench notification ' || g, g % 3 = 0,
             now() - (g % 10000) * interval '1 minute'
        from generate_series(1, ${NOTIFICATIONS}) g`],
  ];
}

/**
 * Seeds an empty PostgreSQL database with the demo data, then grows it to the console-at-scale size (also used by
 * admin-lighthouse). Answers a note with the row counts and the time it took.
 */
export async function buildAdminScaleData(databaseUrl: string, dataDir: string): Promise<string> {
  await seed(dataDir, databaseUrl);
  const t0 = Date.now();
  await run(process.execPath, ['--import', 'tsx', 'scripts/generate-bench-data.ts', `--cleaners=${CLEANERS}`], {
    cwd: path.join(REPO, 'supabase'),
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const before = await c.query<{ clients: string; bookings: string }>(
      `select (select count(*) from public.client_profiles) clients, (select count(*) from public.bookings) bookings`);
    for (const [label, sql] of bulkSql(Number(before.rows[0]!.clients), Number(before.rows[0]!.bookings))) {
      const started = Date.now();
      const replica = label !== 'clients' && label !== 'client created_at spread';
      if (replica) await c.query(`set session_replication_role = replica`);
      await c.query(sql);
      if (replica) await c.query(`set session_replication_role = origin`);
      console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await c.query('vacuum analyze');
    const counts = await c.query<{ t: string; n: string }>(
      `select 'clients' t, count(*) n from public.client_profiles union all select 'cleaners', count(*) from public.cleaner_profiles
       union all select 'bookings', count(*) from public.bookings union all select 'payments', count(*) from public.payments
       union all select 'notifications', count(*) from public.notifications
       union all select 'reviews', count(*) from public.reviews union all select 'verification submissions', count(*) from public.verification_submissions`,
    );
    return `Data generated in ${fmt((Date.now() - t0) / 1000, 0)} s: ${counts.rows.map((r) => `${r.t} ${int(Number(r.n))}`).join(', ')}.`;
  } finally {
    await c.end();
  }
}

interface Case {
  screen: string;
  label: string;
  call: () => Promise<unknown>;
  /** False for requests that are not a list page (an export's 1,000-row page): no 50 ms goal. */
  page?: boolean;
}

function cases(): Case[] {
  const deep = 1000; // page 1000 of 20 = rows 19,980-19,999
  return [
    { screen: 'Client List', label: 'first page', call: () => consoleData.fetchAdminClientsPage({ page: 1, search: '', sort: 'newest' }) },
    { screen: 'Client List', label: `page ${deep}`, call: () => consoleData.fetchAdminClientsPage({ page: deep, search: '', sort: 'newest' }) },
    { screen: 'Client List', label: 'search "Client 123"', call: () => consoleData.fetchAdminClientsPage({ page: 1, search: 'Client 123', sort: 'newest' }) },
    { screen: 'Client List', label: 'search phone 0820001', call: () => consoleData.fetchAdminClientsPage({ page: 1, search: '0820001', sort: 'newest' }) },
    { screen: 'Client List', label: 'search "Okafor" (matches 45,000)', call: () => consoleData.fetchAdminClientsPage({ page: 1, search: 'Okafor', sort: 'newest' }) },
    { screen: 'Client List', label: 'search "a", page 100', call: () => consoleData.fetchAdminClientsPage({ page: 100, search: 'a', sort: 'newest' }) },
    { screen: 'Cleaners', label: 'first page', call: () => consoleData.fetchAdminCleanersPage({ page: 1, search: '', sort: 'newest', filter: 'all' }) },
    { screen: 'Cleaners', label: 'page 400', call: () => consoleData.fetchAdminCleanersPage({ page: 400, search: '', sort: 'newest', filter: 'all' }) },
    { screen: 'Cleaners', label: 'suspended, search "ade"', call: () => consoleData.fetchAdminCleanersPage({ page: 1, search: 'ade', sort: 'newest', filter: 'suspended' }) },
    { screen: 'Verification', label: 'pending, first page', call: () => consoleData.fetchVerificationPage({ page: 1, search: '', sort: 'newest', status: 'pending' }) },
    { screen: 'Verification', label: 'all, page 400', call: () => consoleData.fetchVerificationPage({ page: 400, search: '', sort: 'newest', status: 'all' }) },
    { screen: 'Verification', label: 'all, search "ade"', call: () => consoleData.fetchVerificationPage({ page: 1, search: 'ade', sort: 'newest', status: 'all' }) },
    { screen: 'Verification', label: 'pending, search "a"', call: () => consoleData.fetchVerificationPage({ page: 1, search: 'a', sort: 'newest', status: 'pending' }) },
    { screen: 'Reviews', label: 'first page', call: () => consoleData.fetchAdminReviewsPage({ page: 1, search: '', sort: 'newest' }) },
    { screen: 'Reviews', label: 'page 500', call: () => consoleData.fetchAdminReviewsPage({ page: 500, search: '', sort: 'newest' }) },
    { screen: 'Reviews', label: 'search "okafor" (every reviewer)', call: () => consoleData.fetchAdminReviewsPage({ page: 1, search: 'okafor', sort: 'newest' }) },
    { screen: 'Reviews', label: 'search "windows", page 50', call: () => consoleData.fetchAdminReviewsPage({ page: 50, search: 'windows', sort: 'newest' }) },
    { screen: 'Reviews', label: 'search "Client 123"', call: () => consoleData.fetchAdminReviewsPage({ page: 1, search: 'Client 123', sort: 'newest' }) },
    { screen: 'Match pickers', label: 'clients "Client 12"', call: () => consoleData.searchClientChoices('Client 12') },
    { screen: 'Match pickers', label: 'working cleaners "ade"', call: () => consoleData.searchWorkingCleanerChoices('ade') },
    { screen: 'Payments', label: 'transactions, first page', call: () => fetchAdminTransactions({ page: 1, search: '', status: 'all' }) },
    { screen: 'Payments', label: 'transactions, page 1000', call: () => fetchAdminTransactions({ page: 1000, search: '', status: 'all' }) },
    { screen: 'Payments', label: 'transactions, search reference', call: () => fetchAdminTransactions({ page: 1, search: 'BENCH-0000000001', status: 'all' }) },
    { screen: 'Payments', label: 'transactions, search account e-mail', call: () => fetchAdminTransactions({ page: 1, search: 'bench-more-client-123@', status: 'all' }) },
    { screen: 'Audit log', label: 'first page', call: () => consoleData.fetchOperatorAuditPage({ page: 1 }) },
    { screen: 'Exports', label: 'bookings CSV, first 1,000-row page (RPC)', page: false, call: async () => (await data.getSupabase()).rpc('admin_export_page', { p_kind: 'bookings', p_limit: 1000 }) },
    { screen: 'Bookings (clients)', label: 'first page', call: () => consoleData.fetchAdminBookingsPage('client', 1) },
    { screen: 'Bookings (clients)', label: `page ${deep}`, call: () => consoleData.fetchAdminBookingsPage('client', deep) },
    { screen: 'Bookings (clients)', label: 'search "Client 123"', call: () => consoleData.fetchAdminBookingsPage('client', 1, 'Client 123') },
    { screen: 'Bookings (clients)', label: 'search phone 0820001', call: () => consoleData.fetchAdminBookingsPage('client', 1, '0820001') },
    { screen: 'Bookings (clients)', label: 'search "Okafor"', call: () => consoleData.fetchAdminBookingsPage('client', 1, 'Okafor') },
    { screen: 'Bookings (guests)', label: 'first page', call: () => consoleData.fetchAdminBookingsPage('guest', 1) },
  ];
}

async function time(c: Case): Promise<{ ms: number[]; error?: string }> {
  const ms: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    try {
      const result = (await c.call()) as { error?: { message: string } | null } | undefined;
      if (result && typeof result === 'object' && 'error' in result && result.error) return { ms, error: result.error.message };
    } catch (e) {
      return { ms, error: e instanceof Error ? e.message : String(e) };
    }
    if (i >= WARMUP) ms.push(performance.now() - t0);
  }
  return { ms };
}

export const adminListsBench: Benchmark = {
  name: 'admin-lists',
  title: `9. Operator console at scale (${int(CLIENTS)} clients, ${int(CLEANERS)} cleaners, ${int(BOOKINGS)} bookings, ${int(NOTIFICATIONS)} notifications, PostgreSQL)`,
  async run() {
    const database = await createDatabase('admin');
    const dataDir = tmpDir('admin-lists');
    const notes: string[] = [];
    let server: Awaited<ReturnType<typeof startSupabase>> | undefined;
    try {
      notes.push(await buildAdminScaleData(database.url, dataDir));
      server = await startSupabase({ port: PORT, dataDir, databaseUrl: database.url });
      // supabase-js opens its realtime client on creation; Node 20 has no WebSocket of its own.
      (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
      data.configureSupabase({ url: server.url, anonKey: server.anonKey });
      await data.signIn(ADMIN_EMAIL, DEMO_PASSWORD);
      const enrolment = await startTotpEnrolment();
      await submitTotpCode(enrolment.factorId, totpCode(enrolment.secret));
      const rows: (string | number)[][] = [];
      for (const k of cases()) {
        const r = await time(k);
        if (r.error) {
          rows.push([k.screen, k.label, '-', '-', `error: ${r.error.slice(0, 80)}`]);
          continue;
        }
        const s = summarize(r.ms);
        rows.push([k.screen, k.label, fmt(s.p50, 1), fmt(s.p95, 1), k.page === false ? '-' : `≤ ${GOAL_P95_MS}: ${atMost(s.p95, GOAL_P95_MS)}`]);
        console.log(`  ${k.screen} ${k.label}: p50 ${fmt(s.p50, 1)} ms, p95 ${fmt(s.p95, 1)} ms`);
      }
      // The load at the start is taken before the data is generated, minutes earlier: say what it was while timing.
      notes.push(`Load average when the measurements ended: ${loadAverage()} (1, 5, 15 min).`);
      return {
        tables: [
          {
            title: `Console list requests as a super admin at aal2 through local-supabase (ms per call, ${RUNS} sequential calls after ${WARMUP} warm-up; the fetchers the screens use)`,
            columns: ['screen', 'request', 'p50', 'p95', 'goal p95: meets'],
            rows,
            notes: [
              ...notes,
              'Each call is the whole HTTP round trip from the bench process (supabase-js → local-supabase → PostgreSQL → JSON), with the exact count the pager shows.',
              'Every list row but the audit log reads through an admin list RPC (admin_clients_page, admin_cleaners_page, admin_verification_page and admin_reviews_page (20250717000000), admin_payments_page, admin_bookings_page: security definer, is_admin() at aal2 checked inside, searches on trigram indexes); the audit log is a PostgREST request under RLS (super admins).',
              'Client List searches count and page on client_search_texts (20250717000000: one narrow row per client, its search text beside created_at): the exact total is one scan of that table, the page a walk of its created_at index; before, the matches were joined to client_profiles, materialised and sorted (p95 58-90 ms for 10,000-45,000 matches at load 12).',
              'The export row is one page of the streamed CSV export (admin_export_page, keyset); the function writes ~1,000 rows per page as it goes.',
              'Bookings rows call admin_bookings_page as the Activities tabs do (in its latest definition, 20250719000300: counts and pages on booking_search_texts). The bulk bookings skip row triggers, so the bench fills booking_search_texts and booking_kind_counts afterwards through the migration\'s own function (the "derived" step). "Okafor" and the phone prefix match most client bookings (the bench names every generated client "Client n Okafor").',
            ],
          },
        ],
      };
    } finally {
      // Only once configured: before that, getSupabase waits for a configuration that never comes.
      if (server) {
        await data.signOut().catch(() => undefined);
        await (await data.getSupabase()).auth.stopAutoRefresh().catch(() => undefined);
        await server.stop();
      }
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
