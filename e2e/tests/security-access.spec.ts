/**
 * Access control, probed from outside the way an attacker would: raw HTTP and supabase-js against local-supabase
 * with the real migrations and seed, the attack surface taken from the server's own OpenAPI document.
 * Outcomes are checked with the service role (the victim's rows before and after every attack).
 */
import { expect, test } from '@playwright/test';
import {
  anonClient,
  decodeJwtPayload,
  newGuest,
  ok,
  personalDataIn,
  randomSecret,
  randomUuid,
  raw,
  serviceClient,
  signIn,
  signJwt,
  stack,
  unsignedJwt,
  type Actor,
  type Exposed,
} from '../support/security-stack';
import { callEveryRpc, idsOf, loadApi, ownedRows, PUBLIC_TABLES, PUBLIC_TABLES_MAYBE_EMPTY, readByIds, secretsOf, writeByIds, refreshed } from '../support/security-probes';
import { acceptedBooking, payThroughApi } from '../support/payments';
import { createConfirmedUser } from '../support/auth-users';

/** Profile photos live in the public avatars bucket by design (a cleaner's public profile shows them). */
const isPublicAvatar = (_at: string, text: string) => /\/storage\/v1\/object\/public\/avatars\//.test(text);

let api: Exposed;

test.beforeAll(async () => {
  api = await loadApi();
});

/** Every private string in the database: e-mails, phones, addresses, document paths (service role). */
async function allSecrets(): Promise<string[]> {
  const svc = await serviceClient();
  const out = new Set<string>();
  const add = (rows: Record<string, unknown>[], cols: string[]) => {
    for (const r of rows) for (const c of cols) if (typeof r[c] === 'string' && (r[c] as string).length >= 6) out.add(r[c] as string);
  };
  add(ok(await svc.from('profiles').select('email, phone'), 'profiles'), ['email', 'phone']);
  add(ok(await svc.from('client_profiles').select('address'), 'client_profiles'), ['address']);
  add(ok(await svc.from('cleaner_private').select('address'), 'cleaner_private'), ['address']);
  add(ok(await svc.from('quote_request_contacts').select('phone, email, address'), 'qrc'), ['phone', 'email', 'address']);
  add(ok(await svc.from('booking_contacts').select('phone, email, address'), 'bc'), ['phone', 'email', 'address']);
  add(ok(await svc.from('verification_submissions').select('government_id_path, address_proof_path'), 'vs'), ['government_id_path', 'address_proof_path']);
  return [...out];
}

/** A fingerprint of every exposed table (service role): equal before and after means nothing was written. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const svc = await serviceClient();
  const out: Record<string, string> = {};
  for (const table of Object.keys(api.tables)) {
    const rows = ok(await svc.from(table).select('*'), `fingerprint ${table}`) as unknown[];
    out[table] = `${rows.length}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`;
  }
  return out;
}

test.describe('anon (the public anon key, no session)', () => {
  test('reads only the reviewed public tables, and nothing in them is personal data', async () => {
    const secrets = await allSecrets();
    expect(secrets.length).toBeGreaterThan(100);
    const readable: string[] = [];
    const findings: string[] = [];
    for (const table of Object.keys(api.tables)) {
      const r = await raw('GET', `/rest/v1/${table}?select=*`);
      expect([200, 401], `${table}: ${r.text.slice(0, 100)}`).toContain(r.status);
      if (r.status === 200 && Array.isArray(r.json) && r.json.length) {
        readable.push(table);
        findings.push(...personalDataIn(r.json, secrets, isPublicAvatar).map((f) => `${table} ${f}`));
      }
    }
    expect(Object.keys(api.tables).length).toBeGreaterThanOrEqual(25);
    expect(readable.filter((t) => !PUBLIC_TABLES_MAYBE_EMPTY.includes(t)).sort()).toEqual(PUBLIC_TABLES);
    expect(findings).toEqual([]);

    // The public cleaner projection is exactly the verified + active cleaners; public reviews are theirs only.
    const svc = await serviceClient();
    const listed = ok(await svc.from('cleaner_profiles').select('user_id').eq('verification_status', 'verified').eq('status', 'active'), 'listed');
    const anonCleaners = (await raw('GET', '/rest/v1/cleaner_profiles?select=user_id,verification_status,status')).json as Record<string, string>[];
    expect(anonCleaners.map((c) => c.user_id).sort()).toEqual(listed.map((c) => c.user_id).sort());
    const allCleaners = ok(await svc.from('cleaner_profiles').select('user_id'), 'all cleaners');
    expect(allCleaners.length).toBeGreaterThan(anonCleaners.length);
    const anonReviews = (await raw('GET', '/rest/v1/reviews?select=cleaner_id')).json as Record<string, string>[];
    const listedIds = new Set(listed.map((c) => c.user_id));
    expect(anonReviews.filter((r) => !listedIds.has(r.cleaner_id))).toEqual([]);

    // What the public search RPCs return is the same projection, without contact details.
    for (const [fn, body] of [
      ['search_cleaners', { p_state: 'Lagos' }],
      ['search_listed_cleaners', { p_state_terms: ['Lagos', 'FCT'], p_limit: 50, p_offset: 0 }],
    ] as const) {
      const r = await raw('POST', `/rest/v1/rpc/${fn}`, { body });
      expect(r.status, `${fn}: ${r.text.slice(0, 200)}`).toBe(200);
      expect((r.json as unknown[]).length).toBeGreaterThan(0);
      expect(personalDataIn(r.json, secrets, isPublicAvatar)).toEqual([]);
    }
  });

  test('writes nothing: insert, update and delete on every table, and every RPC, change no row', async () => {
    test.setTimeout(180_000);
    const before = await databaseFingerprint();
    const svc = await serviceClient();
    const seededIds = [
      ...ok(await svc.from('quote_requests').select('id').limit(3), 'qr').map((r) => r.id as string),
      ...ok(await svc.from('bookings').select('id').limit(3), 'bk').map((r) => r.id as string),
      ...ok(await svc.from('bids').select('id').limit(3), 'bids').map((r) => r.id as string),
      ...ok(await svc.from('cleaner_profiles').select('user_id').limit(3), 'cp').map((r) => r.user_id as string),
    ];
    const refusedInserts: string[] = [];
    for (const [table, columns] of Object.entries(api.tables)) {
      // A row naming an owner and a status, as an attacker would send it.
      const row: Record<string, unknown> = {};
      for (const [c, f] of Object.entries(columns)) if (f === 'uuid') row[c] = seededIds[0];
      if ('status' in columns) row.status = 'accepted';
      if ('role' in columns) row.role = 'super_admin';
      const ins = await raw('POST', `/rest/v1/${table}`, { body: row });
      if (ins.status >= 400) refusedInserts.push(table);
      await raw('PATCH', `/rest/v1/${table}?${Object.keys(columns)[0]}=not.is.null`, { body: { [Object.keys(columns)[1]!]: null } });
      await raw('DELETE', `/rest/v1/${table}?${Object.keys(columns)[0]}=not.is.null`);
    }
    expect(refusedInserts.sort()).toEqual(Object.keys(api.tables).sort());
    const rpcs = await callEveryRpc(api, undefined, seededIds, await allSecrets());
    expect(rpcs.calls).toBeGreaterThan(200);
    expect(rpcs.findings).toEqual([]);
    expect(await databaseFingerprint()).toEqual(before);
  });
});

interface Pair {
  label: string;
  /** Tables the victim must own rows of, so the probes below really aim at them. */
  owns?: string[];
  attacker: () => Promise<Actor>;
  victim: () => Promise<Actor>;
}

/** A guest with a quote request, a booking and a chat message: rows an attacker guest could aim at. */
async function guestWithRows(): Promise<Actor> {
  const g = await newGuest();
  const svc = await serviceClient();
  const cleaner = ok(await svc.from('cleaner_profiles').select('user_id').eq('verification_status', 'verified').eq('status', 'active').limit(1), 'cleaner')[0]!;
  const tag = Math.random().toString(36).slice(2, 8);
  ok(
    await g.client.rpc('create_quote_request', {
      p_service_type: 'House Cleaning',
      p_location: 'Ikeja',
      p_description: `idor probe ${tag}`,
      p_full_name: `Guest ${tag}`,
      p_phone: `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      p_email: `guest-${tag}@probe.example.com`,
      p_state: 'Lagos',
      p_address: `${tag} Secret Close, Lekki Phase 1`,
    }),
    'guest quote',
  );
  ok(
    await g.client.rpc('create_booking', {
      p_cleaner_id: cleaner.user_id,
      p_services: ['House Cleaning'],
      p_location: 'Ikeja',
      p_full_name: `Guest ${tag}`,
      p_phone: `0805${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      p_address: `${tag} Hidden Street, Yaba`,
    }),
    'guest booking',
  );
  const thread = ok(await g.client.rpc('start_chat'), 'start chat') as string;
  ok(await g.client.from('chat_messages').insert({ thread_id: thread, sender_id: g.id, body: `private message ${tag}` }), 'chat message');
  return g;
}

/**
 * Money rows for the client and cleaner victims (issue 23), made the way the product makes them: client03 pays a
 * booking of cleaner03 (payment; cleaner03's payout held), pays and cancels another (refund, settled before the
 * snapshot), and cleaner03 has a payout account (added once per stack: accounts are limited to 10 changes a day).
 */
let money: Promise<void> | null = null;
function withMoneyRows(): Promise<void> {
  money ??= (async () => {
    const [client, cleaner] = await Promise.all([signIn('client03@demo.spotless.ng'), signIn('cleaner03@demo.spotless.ng')]);
    const paid = async (location: string) => {
      const bookingId = await acceptedBooking(client.client, cleaner.client, cleaner.id, location, 1_500_000);
      await payThroughApi(client.client, bookingId);
      return bookingId;
    };
    await paid(`Probe paid ${Date.now()}`);
    const cancelled = await paid(`Probe refunded ${Date.now()}`);
    ok(await client.client.rpc('cancel_booking', { p_booking_id: cancelled }), 'cancel_booking');
    ok(await client.client.functions.invoke('payments/process', { body: {} }), 'payments/process');
    const svc = await serviceClient();
    await expect
      .poll(async () => ok(await svc.from('bookings').select('payment_status').eq('id', cancelled).single(), 'booking').payment_status, { timeout: 30_000 })
      .toBe('refunded');
    const account = ok(await svc.from('payout_accounts').select('cleaner_id').eq('cleaner_id', cleaner.id), 'payout account');
    if (!account.length) ok(await cleaner.client.functions.invoke('payouts/account', { body: { bank_code: '044', account_number: '0690000031' } }), 'payouts/account');
  })();
  return money;
}

const pairs: Pair[] = [
  {
    label: 'client A against client B',
    owns: ['payments', 'refunds'],
    attacker: () => signIn('client02@demo.spotless.ng'),
    victim: async () => (await withMoneyRows(), signIn('client03@demo.spotless.ng')),
  },
  {
    label: 'cleaner A against cleaner B',
    owns: ['payouts', 'payout_accounts'],
    attacker: () => signIn('cleaner02@demo.spotless.ng'),
    victim: async () => (await withMoneyRows(), signIn('cleaner03@demo.spotless.ng')),
  },
  { label: 'guest A against guest B', attacker: () => guestWithRows(), victim: () => guestWithRows() },
];

test.describe('IDOR: every table and every RPC with the other user’s ids', () => {
  for (const pair of pairs) {
    test(pair.label, async () => {
      test.setTimeout(240_000);
      const attacker = await pair.attacker();
      const victim = await pair.victim();
      const before = await ownedRows(victim.id);
      const ids = idsOf(before);
      const total = Object.values(ids).reduce((n, l) => n + l.length, 0);
      // The victim really has rows across the tables an attacker would aim at.
      expect(total).toBeGreaterThanOrEqual(5);
      const tablesWithRows = Object.entries(ids).filter(([, l]) => l.length).map(([t]) => t);
      expect(tablesWithRows.length).toBeGreaterThanOrEqual(4);
      for (const table of pair.owns ?? []) expect(ids[table]?.length ?? 0, `${table} rows of the victim`).toBeGreaterThan(0);

      // The victim can read their own rows (the probe can see a leak when there is one).
      const own = await readByIds(api, victim.token, ids);
      expect(own.length).toBeGreaterThan(0);

      expect(await readByIds(api, attacker.token, ids)).toEqual([]);
      // Filtering by the victim's user id in every owner column: nothing.
      for (const [table, columns] of Object.entries(api.tables)) {
        if (PUBLIC_TABLES.includes(table)) continue;
        for (const column of Object.keys(columns).filter((c) => /^(id|user_id|recipient_id|cleaner_id|customer_id|client_id|requester_id|owner_id|sender_id|submitted_by|reviewer_id)$/.test(c))) {
          const r = await raw('GET', `/rest/v1/${table}?select=*&${column}=eq.${victim.id}`, { token: attacker.token });
          expect(r.status === 200 ? (r.json as unknown[]).length : 0, `${table}.${column}`).toBe(0);
        }
      }
      const writes = await writeByIds(api, attacker.token, ids);
      expect(writes.attempts).toBeGreaterThan(20);
      expect(writes.accepted).toEqual([]);

      // Every RPC with every one of the victim's ids (capped per table so the run stays short).
      const targets = [...new Set([victim.id, ...Object.values(ids).flatMap((l) => l.slice(0, 4))])];
      const rpcs = await callEveryRpc(api, attacker.token, targets, secretsOf(before));
      expect(rpcs.calls).toBeGreaterThan(Object.keys(api.rpcs).length);
      expect(rpcs.findings).toEqual([]);

      expect(await ownedRows(victim.id)).toEqual(before);
    });
  }
});

test.describe('privilege escalation', () => {
  test('a client cannot grant itself a role, and role claims in user metadata grant nothing', async () => {
    const client = await signIn('client04@demo.spotless.ng');
    const svc = await serviceClient();
    const roles = async () => ok(await svc.from('user_roles').select('role').eq('user_id', client.id), 'roles').map((r) => r.role).sort();
    const before = await roles();
    expect(before).toEqual(['client']);

    const ins = await client.client.from('user_roles').insert({ user_id: client.id, role: 'admin' });
    expect(ins.error).not.toBeNull();
    const upd = await client.client.from('user_roles').update({ role: 'super_admin' }).eq('user_id', client.id).select();
    expect(upd.error !== null || (upd.data ?? []).length === 0).toBe(true);
    expect((await client.client.rpc('add_my_role', { p_role: 'admin' })).error?.message).toBe('Invalid role.');
    expect((await client.client.rpc('grant_admin_role', { p_user_id: client.id, p_role: 'super_admin' })).error?.message).toBe('Only a super admin can register admins.');

    const meta = await client.client.auth.updateUser({ data: { role: 'admin', account_type: 'admin', is_admin: true, roles: ['super_admin'] } });
    expect(meta.error).toBeNull();
    const token = await refreshed(client.client);
    const claims = decodeJwtPayload(token);
    expect(claims.role).toBe('authenticated');
    expect((claims.user_metadata as Record<string, unknown>).role).toBe('admin');
    expect((await client.client.rpc('is_admin')).data).toBe(false);
    expect(await roles()).toEqual(before);
    // Admin-only reads and RPCs stay closed.
    expect(ok(await client.client.from('verification_submissions').select('id'), 'submissions')).toEqual([]);
    expect((await client.client.rpc('verify_cleaner', { p_cleaner_id: randomUuid() })).error?.message).toBe('Only admins can review verifications.');
    expect((await client.client.rpc('auto_update_cleaning_prices', { p_base_price_per_room_kobo: 1 })).error?.message).toBe('Only admins can update prices.');
  });

  test('a cleaner cannot verify itself, touch another’s booking, accept a bid or change prices', async () => {
    // cleaner32 stays pending through the whole run (the admin journey verifies cleaner29 and rejects cleaner30).
    const pending = await signIn('cleaner32@demo.spotless.ng');
    const svc = await serviceClient();
    const statusOf = async (id: string) => ok(await svc.from('cleaner_profiles').select('verification_status, status').eq('user_id', id).single(), 'status');
    const beforeStatus = await statusOf(pending.id);
    expect(beforeStatus.verification_status).toBe('pending');
    for (const patch of [{ verification_status: 'verified' }, { status: 'active', verification_status: 'verified' }, { rating_avg: 5, rating_count: 999 }]) {
      const r = await pending.client.from('cleaner_profiles').update(patch).eq('user_id', pending.id).select();
      expect(r.error, JSON.stringify(patch)).not.toBeNull();
    }
    const sub = await pending.client.from('verification_submissions').update({ status: 'approved' }).eq('cleaner_id', pending.id).select();
    expect(sub.error !== null || (sub.data ?? []).length === 0).toBe(true);
    expect(await statusOf(pending.id)).toEqual(beforeStatus);
    expect((await pending.client.rpc('verify_cleaner', { p_cleaner_id: pending.id })).error?.message).toBe('Only admins can review verifications.');

    // Another cleaner's booking, a bid's accepted state, the request it belongs to.
    const cleaner = await signIn('cleaner05@demo.spotless.ng');
    const foreign = ok(await svc.from('bookings').select('id, status').neq('cleaner_id', cleaner.id).not('cleaner_id', 'is', null).eq('status', 'pending').limit(1), 'foreign booking')[0]!;
    const b1 = await cleaner.client.from('bookings').update({ status: 'completed', price_kobo: 1 }).eq('id', foreign.id).select();
    expect(b1.error !== null || (b1.data ?? []).length === 0).toBe(true);
    expect((await cleaner.client.rpc('accept_booking', { p_booking_id: foreign.id })).error).not.toBeNull();
    const myBid = ok(await svc.from('bids').select('id, status, quote_request_id').eq('cleaner_id', cleaner.id).eq('status', 'pending').limit(1), 'my bid');
    const anyPending = ok(await svc.from('bids').select('id, status, quote_request_id').eq('status', 'pending').limit(1), 'any bid')[0]!;
    const bid = myBid[0] ?? anyPending;
    const b2 = await cleaner.client.from('bids').update({ status: 'accepted' }).eq('id', bid.id).select();
    expect(b2.error !== null || (b2.data ?? []).length === 0).toBe(true);
    expect((await cleaner.client.rpc('accept_bid', { p_bid_id: bid.id })).error).not.toBeNull();
    const q = await cleaner.client.from('quote_requests').update({ status: 'awarded', awarded_bid_id: bid.id }).eq('id', bid.quote_request_id).select();
    expect(q.error !== null || (q.data ?? []).length === 0).toBe(true);
    expect(ok(await svc.from('bookings').select('status').eq('id', foreign.id).single(), 'after').status).toBe('pending');
    expect(ok(await svc.from('bids').select('status').eq('id', bid.id).single(), 'bid after').status).toBe('pending');

    // Prices and plans.
    const price = ok(await svc.from('cleaning_prices').select('id, base_price_kobo').limit(1).single(), 'price');
    for (const actor of [cleaner, await signIn('client05@demo.spotless.ng')]) {
      const p = await actor.client.from('cleaning_prices').update({ base_price_kobo: 1 }).eq('id', price.id).select();
      expect(p.error !== null || (p.data ?? []).length === 0).toBe(true);
      expect((await actor.client.from('cleaning_prices').insert({ building_type: 'residential', building_condition: 'new', num_rooms: 11, base_price_kobo: 1 })).error).not.toBeNull();
      const plan = await actor.client.from('subscription_plans').update({ price_kobo: 1 }).not('id', 'is', null).select();
      expect(plan.error !== null || (plan.data ?? []).length === 0).toBe(true);
      expect((await actor.client.rpc('auto_update_subscription_plans', { p_base_price_per_room_kobo: 1 })).error).not.toBeNull();
      const lock = await actor.client.from('price_update_settings').update({ locked: false }).not('scope', 'is', null).select();
      expect(lock.error !== null || (lock.data ?? []).length === 0).toBe(true);
    }
    expect(ok(await svc.from('cleaning_prices').select('base_price_kobo').eq('id', price.id).single(), 'price after').base_price_kobo).toBe(price.base_price_kobo);
  });

  test('forged, expired, unsigned and privileged-role tokens are refused; the anon key is not a service key', async () => {
    const s = await stack();
    const now = Math.floor(Date.now() / 1000);
    const admin = await signIn('admin1@demo.spotless.ng');
    const adminClaims = decodeJwtPayload(admin.token);
    const serviceClaims = { role: 'service_role', iss: 'supabase-demo', iat: now, exp: now + 3600 };
    const tokens: Record<string, string> = {
      'service_role signed with a wrong secret': signJwt(serviceClaims, randomSecret()),
      'admin session re-signed with a wrong secret': signJwt(adminClaims, randomSecret()),
      'expired admin token (right secret)': signJwt({ ...adminClaims, iat: now - 7200, exp: now - 3600 }, s.jwtSecret),
      'alg none service_role': unsignedJwt(serviceClaims),
      'alg none admin': unsignedJwt(adminClaims),
      'anon key with its payload changed to service_role': `${s.anonKey.split('.')[0]}.${Buffer.from(JSON.stringify({ ...decodeJwtPayload(s.anonKey), role: 'service_role' })).toString('base64url')}.${s.anonKey.split('.')[2]}`,
      'role postgres (right secret)': signJwt({ ...serviceClaims, role: 'postgres' }, s.jwtSecret),
      'role supabase_admin (right secret)': signJwt({ ...serviceClaims, role: 'supabase_admin' }, s.jwtSecret),
    };
    for (const [label, token] of Object.entries(tokens)) {
      const rest = await raw('GET', '/rest/v1/profiles?select=email&limit=5', { token });
      expect(rest.status, `${label} on REST: ${rest.text.slice(0, 120)}`).toBe(401);
      const rpc = await raw('POST', '/rest/v1/rpc/is_admin', { token, body: {} });
      expect(rpc.status, `${label} on RPC`).toBe(401);
      const user = await raw('GET', '/auth/v1/user', { token });
      expect(user.status, `${label} on /auth/v1/user`).toBeGreaterThanOrEqual(401);
      expect(user.status).toBeLessThan(500);
      // GoTrue's admin roles are service_role and supabase_admin: a supabase_admin token signed with the real
      // secret is as good as the service key there, and minting one needs the secret. All others are refused.
      if (!label.startsWith('role supabase_admin')) {
        const admins = await raw('GET', '/auth/v1/admin/users', { token });
        expect([401, 403], `${label} on the Auth admin API`).toContain(admins.status);
      }
      const list = await raw('POST', '/storage/v1/object/list/verification-documents', { token, body: { prefix: '' } });
      expect(list.status === 200 ? (list.json as unknown[]).length : 0, `${label} on storage`).toBe(0);
    }
    // A forged apikey is refused at the gateway.
    expect((await raw('GET', '/rest/v1/cleaning_prices?limit=1', { apikey: tokens['service_role signed with a wrong secret'] })).status).toBe(401);

    // The anon key as the service key: it stays anon.
    const fake = await anonClient();
    expect((await fake.from('profiles').select('email')).error).not.toBeNull();
    const asBearer = await raw('GET', '/rest/v1/profiles?select=email', { token: s.anonKey });
    expect(asBearer.status).toBe(401);
    expect((await raw('GET', '/auth/v1/admin/users', { token: s.anonKey })).status).toBeGreaterThanOrEqual(401);
    expect((await fake.auth.admin.listUsers()).error).not.toBeNull();

    // Control: the real admin token and the real service key do work (the probes above can tell the difference).
    expect((await raw('GET', '/rest/v1/profiles?select=email&limit=5', { token: admin.token })).status).toBe(200);
    expect((await raw('GET', '/auth/v1/admin/users', { token: s.serviceKey, apikey: s.serviceKey })).status).toBe(200);
  });
});

test.describe('storage: identity documents', () => {
  test('only the owner and admins can read them; nobody uploads outside their folder, the wrong type or too much', async () => {
    // A fresh cleaner (account_type in sign-up metadata makes the cleaner role), so the spec can run again on one stack.
    const ownerEmail = `id-owner-${Date.now()}@probe.example.com`;
    // Confirmed through the admin API: sign-ups need a confirmed address.
    await createConfirmedUser(ownerEmail, 'Owner#2025x', { full_name: 'Doc Owner', phone: '08031112233', account_type: 'cleaner' });
    const owner = await signIn(ownerEmail, 'Owner#2025x');
    const other = await signIn('cleaner40@demo.spotless.ng');
    const client = await signIn('client06@demo.spotless.ng');
    const guest = await newGuest();
    const admin = await signIn('admin2@demo.spotless.ng');
    const bucket = 'verification-documents';
    const name = `${owner.id}/government-id-${Date.now()}.pdf`;
    const pdf = Buffer.from('%PDF-1.4\n% probe identity document ' + Date.now() + '\n%%EOF\n');
    ok(await owner.client.storage.from(bucket).upload(name, pdf, { contentType: 'application/pdf' }), 'owner upload');

    const proofName = `${owner.id}/address-proof-${Date.now()}.pdf`;
    ok(await owner.client.storage.from(bucket).upload(proofName, pdf, { contentType: 'application/pdf' }), 'owner upload 2');
    const submission = ok(
      await owner.client.rpc('submit_verification', { p_id_type: 'NIN', p_government_id_path: name, p_address_proof_path: proofName, p_consent: true }),
      'submit verification',
    ) as string;

    // The owner reads it; an admin only after logging the view (NDPA audit), and only the document logged.
    expect((await owner.client.storage.from(bucket).download(name)).error).toBeNull();
    expect((await admin.client.storage.from(bucket).download(name)).error).not.toBeNull();
    expect((await admin.client.storage.from(bucket).createSignedUrl(name, 60)).error).not.toBeNull();
    const svcLog = await serviceClient();
    const logged = async () => ok(await svcLog.from('document_access_log').select('admin_id, document').eq('submission_id', submission), 'log');
    expect(await logged()).toEqual([]);
    expect(ok(await admin.client.rpc('log_document_view', { p_submission_id: submission, p_document: 'government_id' }), 'log view')).toBe(name);
    expect(await logged()).toEqual([{ admin_id: admin.id, document: 'government_id' }]);
    expect((await admin.client.storage.from(bucket).download(proofName)).error).not.toBeNull();
    const adminCopy = await admin.client.storage.from(bucket).download(name);
    expect(adminCopy.error).toBeNull();
    expect(Buffer.from(await adminCopy.data!.arrayBuffer()).equals(pdf)).toBe(true);
    const signed = ok(await admin.client.storage.from(bucket).createSignedUrl(name, 60), 'admin signed URL');
    expect((await fetch(signed.signedUrl)).status).toBe(200);

    // Nobody else: public URL, other tokens, signed URLs of their own making, listing.
    const s = await stack();
    const publicUrl = owner.client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
    const pub = await fetch(publicUrl);
    expect(pub.status).toBeGreaterThanOrEqual(400);
    expect(await pub.text()).not.toContain('probe identity document');
    expect((await fetch(`${s.url}/storage/v1/object/${bucket}/${name}`, { headers: { apikey: s.anonKey } })).status).toBeGreaterThanOrEqual(400);
    for (const actor of [other, client, guest]) {
      expect((await actor.client.storage.from(bucket).download(name)).error).not.toBeNull();
      expect((await actor.client.storage.from(bucket).createSignedUrl(name, 60)).error).not.toBeNull();
      const listed = await actor.client.storage.from(bucket).list(owner.id);
      expect(listed.data ?? []).toEqual([]);
      const r = await raw('GET', `/storage/v1/object/authenticated/${bucket}/${name}`, { token: actor.token });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.text).not.toContain('probe identity document');
    }
    expect(((await (await anonClient()).storage.from(bucket).list(owner.id)).data ?? [])).toEqual([]);
    // The owner cannot replace or delete what an admin may be reviewing.
    expect((await owner.client.storage.from(bucket).upload(name, Buffer.from('%PDF-1.4 swapped'), { contentType: 'application/pdf', upsert: true })).error).not.toBeNull();
    expect((await owner.client.storage.from(bucket).remove([name])).data ?? []).toEqual([]);
    expect((await admin.client.storage.from(bucket).download(name)).error).toBeNull();

    // Uploads: another's folder, a non-cleaner, a guest, the wrong type, over 5 MB.
    const refused: [string, () => Promise<{ error: unknown }>][] = [
      ['into another cleaner’s folder', () => other.client.storage.from(bucket).upload(`${owner.id}/planted.pdf`, pdf, { contentType: 'application/pdf' })],
      ['at the bucket root', () => owner.client.storage.from(bucket).upload(`root-${Date.now()}.pdf`, pdf, { contentType: 'application/pdf' })],
      ['by a client into their own folder', () => client.client.storage.from(bucket).upload(`${client.id}/id.pdf`, pdf, { contentType: 'application/pdf' })],
      ['by a guest', () => guest.client.storage.from(bucket).upload(`${guest.id}/id.pdf`, pdf, { contentType: 'application/pdf' })],
      ['HTML', () => owner.client.storage.from(bucket).upload(`${owner.id}/page-${Date.now()}.html`, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' })],
      ['SVG', () => owner.client.storage.from(bucket).upload(`${owner.id}/img-${Date.now()}.svg`, Buffer.from('<svg onload="alert(1)"/>'), { contentType: 'image/svg+xml' })],
      ['over 5 MB', () => owner.client.storage.from(bucket).upload(`${owner.id}/big-${Date.now()}.pdf`, Buffer.alloc(5 * 1024 * 1024 + 1, 0x25), { contentType: 'application/pdf' })],
      ['as anon', async () => (await anonClient()).storage.from(bucket).upload(`${owner.id}/anon.pdf`, pdf, { contentType: 'application/pdf' })],
      ['an avatar into another’s folder', () => other.client.storage.from('avatars').upload(`${owner.id}/avatar.png`, Buffer.from('png'), { contentType: 'image/png' })],
      ['an HTML avatar', () => owner.client.storage.from('avatars').upload(`${owner.id}/avatar-${Date.now()}.html`, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' })],
    ];
    for (const [label, attempt] of refused) expect((await attempt()).error, label).not.toBeNull();
    const svc = await serviceClient();
    const stored = ok(await svc.storage.from(bucket).list(owner.id), 'owner folder');
    expect(stored.map((o) => o.name).sort()).toEqual([name.split('/')[1], proofName.split('/')[1]].sort());
    expect(ok(await svc.storage.from(bucket).list(''), 'bucket root').filter((o) => o.name.startsWith('root-'))).toEqual([]);
  });
});

test.describe('auth', () => {
  test('passwords under 8 characters are refused at sign-up and on change', async () => {
    const anon = await anonClient();
    const email = `short-${Date.now()}@probe.example.com`;
    const r = await anon.auth.signUp({ email, password: 'Ab1#xyz', options: { data: { full_name: 'Short Pass', account_type: 'client' } } });
    expect(r.error).not.toBeNull();
    expect(r.error!.status).toBe(422);
    const svc = await serviceClient();
    expect(ok(await svc.from('profiles').select('id').eq('email', email), 'no profile')).toEqual([]);
    const user = await signIn('client07@demo.spotless.ng');
    expect((await user.client.auth.updateUser({ password: '1234567' })).error).not.toBeNull();
    // Still the old password.
    await signIn('client07@demo.spotless.ng');
  });

  test('password reset answers the same for a known and an unknown e-mail', async () => {
    const known = await raw('POST', '/auth/v1/recover', { body: { email: 'client08@demo.spotless.ng' } });
    const unknown = await raw('POST', '/auth/v1/recover', { body: { email: `nobody-${Date.now()}@demo.spotless.ng` } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    // Sign-in failures do not tell which e-mails have accounts either.
    const wrongPassword = await raw('POST', '/auth/v1/token?grant_type=password', { body: { email: 'client08@demo.spotless.ng', password: 'Wrong#2025x' } });
    const noAccount = await raw('POST', '/auth/v1/token?grant_type=password', { body: { email: `nobody-${Date.now()}@demo.spotless.ng`, password: 'Wrong#2025x' } });
    expect(wrongPassword.status).toBe(400);
    expect(noAccount.status).toBe(wrongPassword.status);
    expect(noAccount.text).toBe(wrongPassword.text);
  });
});
