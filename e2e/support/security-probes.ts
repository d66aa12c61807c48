/**
 * Probes shared by the access-control specs: who owns which rows (read with the service role), a snapshot of those
 * rows to prove an attack changed nothing, and the generic attacks (read/update/delete every table by the victim's
 * ids, call every RPC with them).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { exposed, ok, personalDataIn, raw, serviceClient, valueFor, type Exposed } from './security-stack';

/**
 * The tables anon may read, by review (supabase/README.md "Public vs private"). money_transitions is the payment,
 * payout and refund lifecycles' rules (granted to anon on purpose in 20250620000000_create_money_tables.sql; no
 * personal data, and the scan below checks that). Issue 27 added the booking lifecycle's rules (booking_transitions), the
 * cancellation policy the screens state before a change (booking_change_settings), and cleaners' weekly working hours
 * (cleaner_availability: slots are offered from them; it has rows only once a cleaner sets hours, so it may be absent).
 */
export const PUBLIC_TABLES = [
  'booking_change_settings',
  'booking_transitions',
  'cleaner_profiles',
  'cleaning_prices',
  'frequencies',
  'money_transitions',
  'reviews',
  'subscription_plans',
];
/** Readable by anon by review, but empty until someone writes a row (see PUBLIC_TABLES). */
export const PUBLIC_TABLES_MAYBE_EMPTY = ['cleaner_availability'];

/** How each table's rows belong to a user: the owner column(s), and the key to address one row. */
export const OWNERSHIP: Record<string, { key: string; owners: string[] } | { key: string; via: [string, string] }> = {
  profiles: { key: 'id', owners: ['id'] },
  user_roles: { key: 'user_id', owners: ['user_id'] },
  client_profiles: { key: 'user_id', owners: ['user_id'] },
  cleaner_private: { key: 'user_id', owners: ['user_id'] },
  notifications: { key: 'id', owners: ['recipient_id'] },
  verification_submissions: { key: 'id', owners: ['cleaner_id'] },
  quote_requests: { key: 'id', owners: ['requester_id'] },
  quote_request_contacts: { key: 'quote_request_id', via: ['quote_request_id', 'quote_requests'] },
  bids: { key: 'id', owners: ['cleaner_id'] },
  bookings: { key: 'id', owners: ['customer_id', 'cleaner_id'] },
  booking_contacts: { key: 'booking_id', via: ['booking_id', 'bookings'] },
  schedules: { key: 'id', owners: ['client_id', 'cleaner_id'] },
  payments: { key: 'id', owners: ['client_id'] },
  refunds: { key: 'id', via: ['payment_id', 'payments'] },
  payouts: { key: 'id', owners: ['cleaner_id'] },
  payout_accounts: { key: 'cleaner_id', owners: ['cleaner_id'] },
  subscriptions: { key: 'id', owners: ['client_id'] },
  chat_threads: { key: 'id', owners: ['owner_id'] },
  chat_messages: { key: 'id', via: ['thread_id', 'chat_threads'] },
  pre_subscriptions: { key: 'id', owners: ['submitted_by'] },
  partnership_enquiries: { key: 'id', owners: ['submitted_by'] },
};

export type Owned = Record<string, Record<string, unknown>[]>;

function sortRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** Every row `userId` owns, table by table (service role), sorted so two snapshots compare equal. */
export async function ownedRows(userId: string): Promise<Owned> {
  const svc = await serviceClient();
  const out: Owned = {};
  const keysOf: Record<string, string[]> = {};
  for (const [table, rule] of Object.entries(OWNERSHIP)) {
    if ('owners' in rule) {
      const filter = rule.owners.map((c) => `${c}.eq.${userId}`).join(',');
      const rows = ok(await svc.from(table).select('*').or(filter), `owned ${table}`) as Record<string, unknown>[];
      out[table] = sortRows(rows);
      keysOf[table] = rows.map((r) => String(r[rule.key]));
    }
  }
  for (const [table, rule] of Object.entries(OWNERSHIP)) {
    if ('via' in rule) {
      const [column, parent] = rule.via;
      const parentIds = keysOf[parent] ?? [];
      const rows = parentIds.length ? (ok(await svc.from(table).select('*').in(column, parentIds), `owned ${table}`) as Record<string, unknown>[]) : [];
      out[table] = sortRows(rows);
    }
  }
  return out;
}

/** The victim's ids per table (the values an attacker would put in a URL or an RPC argument). */
export function idsOf(owned: Owned): Record<string, string[]> {
  return Object.fromEntries(Object.entries(owned).map(([t, rows]) => [t, rows.map((r) => String(r[OWNERSHIP[t]!.key]))]));
}

/** The victim's private strings: e-mail, phone, addresses, document paths. */
export function secretsOf(owned: Owned): string[] {
  const out = new Set<string>();
  const pick = (rows: Record<string, unknown>[] | undefined, cols: string[]) => {
    for (const r of rows ?? []) for (const c of cols) if (typeof r[c] === 'string' && (r[c] as string).length >= 6) out.add(r[c] as string);
  };
  pick(owned.profiles, ['email', 'phone']);
  pick(owned.client_profiles, ['address']);
  pick(owned.cleaner_private, ['address']);
  pick(owned.quote_request_contacts, ['phone', 'email', 'address']);
  pick(owned.booking_contacts, ['phone', 'email', 'address']);
  pick(owned.verification_submissions, ['government_id_path', 'address_proof_path']);
  pick(owned.payments, ['customer_email', 'authorization_url']);
  pick(owned.payout_accounts, ['account_number', 'recipient_code']);
  return [...out];
}

/** Reads every exposed table by the victim's ids as `token`; returns what came back (should be nothing). */
export async function readByIds(api: Exposed, token: string | undefined, ids: Record<string, string[]>): Promise<string[]> {
  const leaks: string[] = [];
  for (const table of Object.keys(api.tables)) {
    const rule = OWNERSHIP[table];
    if (!rule || !ids[table]?.length) continue;
    const r = await raw('GET', `/rest/v1/${table}?select=*&${rule.key}=in.(${ids[table]!.join(',')})`, { token });
    if (r.status === 200 && Array.isArray(r.json) && r.json.length) leaks.push(`${table}: ${r.json.length} row(s) readable`);
    if (r.status !== 200 && r.status !== 401 && r.status !== 403) leaks.push(`${table}: unexpected ${r.status} ${r.text.slice(0, 120)}`);
  }
  return leaks;
}

/** A value of the right type for a column, different from what any real row holds. */
function probeValue(format: string): unknown {
  if (format === 'uuid') return '00000000-0000-4000-8000-0000000000ff';
  if (/int|numeric|bigint/.test(format)) return 7;
  if (format === 'boolean') return true;
  if (format.endsWith('[]')) return ['probe'];
  if (format === 'date') return '2030-01-01';
  if (format.startsWith('timestamp')) return '2030-01-01T00:00:00Z';
  return 'probe';
}

/** Tries to update and delete the victim's rows of every table; returns the attempts that reported success. */
export async function writeByIds(api: Exposed, token: string | undefined, ids: Record<string, string[]>): Promise<{ attempts: number; accepted: string[] }> {
  const accepted: string[] = [];
  let attempts = 0;
  for (const [table, columns] of Object.entries(api.tables)) {
    const rule = OWNERSHIP[table];
    if (!rule || !ids[table]?.length) continue;
    const where = `${rule.key}=in.(${ids[table]!.join(',')})`;
    for (const [column, format] of Object.entries(columns)) {
      if (column === rule.key || column === 'final_price_kobo' || column === 'search_text') continue;
      attempts++;
      const r = await raw('PATCH', `/rest/v1/${table}?${where}`, { token, body: { [column]: probeValue(format) }, headers: { prefer: 'return=representation' } });
      if (r.status < 300 && Array.isArray(r.json) && r.json.length) accepted.push(`PATCH ${table}.${column}: ${r.json.length} row(s)`);
    }
    attempts++;
    const d = await raw('DELETE', `/rest/v1/${table}?${where}`, { token, headers: { prefer: 'return=representation' } });
    if (d.status < 300 && Array.isArray(d.json) && d.json.length) accepted.push(`DELETE ${table}: ${d.json.length} row(s)`);
  }
  return { attempts, accepted };
}

/**
 * Calls every exposed RPC with each of `targets` in all its uuid parameters (other parameters plausible), as
 * `token`. Returns the number of calls and the personal data found in any answer.
 */
/**
 * RPCs whose answer is the caller's own personal data (their data export, their sessions): an e-mail or phone in it
 * is the attacker's own, so for them only the victim's private values count as a leak.
 */
const OWN_DATA_RPCS = new Set(['export_my_data', 'my_sessions']);

export async function callEveryRpc(
  api: Exposed,
  token: string | undefined,
  targets: string[],
  secrets: string[],
): Promise<{ calls: number; findings: string[]; statuses: Record<number, number> }> {
  const findings: string[] = [];
  const statuses: Record<number, number> = {};
  let calls = 0;
  for (const [fn, params] of Object.entries(api.rpcs)) {
    const hasUuid = params.some((p) => p.format === 'uuid');
    for (const target of hasUuid ? targets : [targets[0]!]) {
      const body = Object.fromEntries(params.map((p) => [p.name, valueFor(p.format, target)]));
      const r = await raw('POST', `/rest/v1/rpc/${fn}`, { token, body });
      calls++;
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      const found = personalDataIn(r.json ?? r.text, secrets, (_at, text) => !text.includes('verification-documents') && !secrets.includes(text));
      for (const f of OWN_DATA_RPCS.has(fn) ? found.filter((x) => x.includes('private value')) : found) findings.push(`${fn}(${target}): ${f}`);
    }
  }
  return { calls, findings, statuses };
}

export async function loadApi(): Promise<Exposed> {
  return exposed();
}

/** Signs in `client` again so its access token carries the latest user state. */
export async function refreshed(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.auth.refreshSession();
  if (error || !data.session) throw new Error(`refresh: ${error?.message}`);
  return data.session.access_token;
}
