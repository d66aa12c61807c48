/**
 * Bench data: N verified cleaners (default 50,000; `--cleaners=N`) spread over the seed's states, with proportional
 * clients (N/2), quote requests (N), bids (3 per request), bookings (N, every status) and reviews. Set-based SQL, so
 * 50k cleaners take seconds on PostgreSQL. Targets the database local-supabase uses (DATABASE_URL, else PGlite in
 * DATA_DIR). Rows are marked by ids starting with `be4c` and replaced on each run. Deterministic (no random()).
 */
import path from 'node:path';
import { loadConfig } from '../../local-supabase/src/config';
import { bootstrapSupabaseEnvironment } from '../../local-supabase/src/db/bootstrap';
import { applyMigrations } from '../../local-supabase/src/db/migrate';
import { openDatabase } from '../../local-supabase/src/db/open';
import { FIRST_NAMES, PLACES, SURNAMES } from './seed-data';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const N = Number(arg('cleaners') ?? 50000);
const sqlArray = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** uuid with a fixed prefix per kind so runs are reproducible and removable. */
const uid = (kind: number, expr: string) => `('be4c' || lpad(to_hex(${kind}), 4, '0') || '-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const states = sqlArray(PLACES.map((p) => p.state));
  const lgas = sqlArray(PLACES.map((p) => p.lgas[0]!));
  const first = sqlArray(FIRST_NAMES);
  const last = sqlArray(SURNAMES);
  const clients = Math.max(1, Math.floor(N / 2));
  const steps: [string, string][] = [
    ['remove previous bench rows', `delete from auth.users where id::text like 'be4c%'`],
    ['cleaners (auth users)', `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, aud, role)
      select ${uid(1, 'g')}, 'bench-cleaner-' || g || '@bench.spotless.ng',
             jsonb_build_object('full_name', (${first})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${last})[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}],
                                'phone', '+23480' || lpad((g % 100000000)::text, 8, '0'), 'account_type', 'cleaner'),
             now(), 'authenticated', 'authenticated'
        from generate_series(1, ${N}) g`],
    ['cleaner profiles', `update public.cleaner_profiles c
        set state = (${states})[1 + n % ${PLACES.length}], lga = (${lgas})[1 + n % ${PLACES.length}],
            service_locations = array[(${states})[1 + n % ${PLACES.length}] || '/' || (${lgas})[1 + n % ${PLACES.length}]],
            specializations = '{Residential Cleaning}', availability = 'Daily', years_of_experience = '1_year',
            bio = 'Bench cleaner', verification_status = case when n % 10 = 0 then 'pending' else 'verified' end,
            status = case when n % 50 = 0 then 'suspended' else 'active' end
       from (select id, ('x' || right(id::text, 12))::bit(48)::bigint as n from auth.users where id::text like 'be4c0001%') u
      where c.user_id = u.id`],
    ['clients', `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, aud, role)
      select ${uid(2, 'g')}, 'bench-client-' || g || '@bench.spotless.ng',
             jsonb_build_object('full_name', 'Bench Client ' || g, 'phone', '+23481' || lpad((g % 100000000)::text, 8, '0'), 'account_type', 'client'),
             now(), 'authenticated', 'authenticated'
        from generate_series(1, ${clients}) g`],
    ['quote requests', `insert into public.quote_requests (id, requester_id, requester_kind, service_type, location, state, lga, description, status, created_at)
      select ${uid(3, 'g')}, ${uid(2, `1 + g % ${clients}`)}, 'client', 'House Cleaning', 'Bench street ' || g,
             (${states})[1 + g % ${PLACES.length}], (${lgas})[1 + g % ${PLACES.length}], 'Bench request',
             case when g % 4 = 0 then 'awarded' else 'open' end, now() - (g % 90) * interval '1 day'
        from generate_series(1, ${N}) g`],
    ['quote contacts', `insert into public.quote_request_contacts (quote_request_id, full_name, phone)
      select ${uid(3, 'g')}, 'Bench Client', '+2348100000000' from generate_series(1, ${N}) g`],
    ['bids', `insert into public.bids (id, quote_request_id, cleaner_id, amount_kobo, status)
      select ${uid(4, 'g * 3 + k')}, ${uid(3, 'g')}, ${uid(1, `1 + ((g * 3 + k) * 7919) % ${N}`)}, 1000000 + k * 250000,
             case when g % 4 = 0 then case when k = 0 then 'accepted' else 'rejected' end else 'pending' end
        from generate_series(1, ${N}) g cross join generate_series(0, 2) k
      on conflict (quote_request_id, cleaner_id) do nothing`],
    ['bookings', `insert into public.bookings (id, customer_id, customer_kind, cleaner_id, services, location, state, lga, num_rooms, status, source,
        price_kobo, created_at, accepted_at, completed_at)
      select ${uid(5, 'g')}, ${uid(2, `1 + g % ${clients}`)}, 'client', ${uid(1, `1 + (g * 31) % ${N}`)}, '{House Cleaning}', 'Bench street ' || g,
             (${states})[1 + g % ${PLACES.length}], (${lgas})[1 + g % ${PLACES.length}], 1 + g % 10,
             (array['pending','accepted','rejected','completed','cancelled'])[1 + g % 5], 'direct', 1500000,
             now() - (g % 90) * interval '1 day', case when g % 5 in (1, 3) then now() end, case when g % 5 = 3 then now() end
        from generate_series(1, ${N}) g`],
    ['reviews', `insert into public.reviews (booking_id, cleaner_id, reviewer_id, reviewer_name, rating, comment)
      select id, cleaner_id, customer_id, 'Bench C.', 3 + (hashtext(id::text) & 1) + (hashtext(id::text) >> 1 & 1), 'Bench review'
        from public.bookings where id::text like 'be4c0005%' and status = 'completed'`],
    ['statistics', `analyze`],
  ];
  try {
    await bootstrapSupabaseEnvironment(db);
    await applyMigrations(db, config.migrationsDir);
    for (const [label, sql] of steps) {
      const started = Date.now();
      await db.exec(sql);
      console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    console.log(`bench data ready: ${N} cleaners on ${config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'pgdata')}`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
