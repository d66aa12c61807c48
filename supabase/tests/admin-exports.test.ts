/**
 * CSV exports (issue 25): admin_export_page answers the console's lists page by page (keyset), with the filters on
 * screen, cells ready to write (naira as numbers, Lagos ISO times, words for statuses); admins at aal2 only; each
 * export is audited. The CSV writing itself (escaping, formula guard) is tested in admin-export-csv.test.ts.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpcError, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { buildFixture, type Fixture, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let f: Fixture;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  f = await buildFixture(db);
  p = f.people;
});
afterAll(async () => {
  await t?.close();
});

// sort_at as text: a JS Date keeps milliseconds only, and a keyset cut to the millisecond repeats or skips rows.
interface Row { sort_at: string; row_id: string; cells: string[] }
const page = (who: Runner, args: Record<string, unknown>) =>
  as(db, who, async (tx) => (await tx.query<Row>(
    `select sort_at::text, row_id, cells from public.admin_export_page(p_kind => $1, p_search => $2, p_status => $3, p_sort => $4,
       p_after_at => $5, p_after_id => $6, p_limit => $7, p_booked_by => $8)`,
    [args.kind, args.search ?? null, args.status ?? null, args.sort ?? 'newest', args.afterAt ?? null, args.afterId ?? null, args.limit ?? 500, args.bookedBy ?? null],
  )).rows);
const columns = async (kind: string) =>
  (await db.query<{ c: string[] }>(`select public.admin_export_columns($1) as c`, [kind])).rows[0]!.c;
const byColumn = async (kind: string, row: Row) => Object.fromEntries((await columns(kind)).map((c, i) => [c, row.cells[i]]));

describe('admin_export_page', () => {
  it('payments: naira as plain numbers, Lagos ISO times, statuses as words', async () => {
    const rows = await page(p.admin, { kind: 'payments', search: 'PAY-FIXTURE' });
    expect(rows).toHaveLength(1);
    const row = await byColumn('payments', rows[0]!);
    expect(row).toMatchObject({ Reference: 'PAY-FIXTURE-1', 'Amount (NGN)': '70000.00', 'Refunded (NGN)': '0.00', Status: 'Completed', Method: 'Card', Client: 'Funke Adeyemi' });
    expect(row.Created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00$/);
  });

  it('filters like the lists: status, search by name, e-mail or phone as typed (0805…)', async () => {
    const all = await page(p.admin, { kind: 'bookings' });
    expect(all.length).toBeGreaterThanOrEqual(3);
    const pending = await page(p.admin, { kind: 'bookings', status: 'pending' });
    expect(pending.map((r) => r.row_id)).toEqual([f.pendingBooking]);
    const byPhone = await page(p.admin, { kind: 'clients', search: '0805 111 2222' });
    expect((await Promise.all(byPhone.map((r) => byColumn('clients', r)))).map((r) => r.Name)).toEqual(['Funke Adeyemi']);
    const suspended = await page(p.admin, { kind: 'cleaners', status: 'suspended' });
    expect((await byColumn('cleaners', suspended[0]!))).toMatchObject({ Name: 'Bola Ahmed', Status: 'Suspended', Verification: 'Verified' });
    expect(suspended).toHaveLength(1);
    const guest = await page(p.admin, { kind: 'bookings', search: 'kemi guest' });
    expect(guest.map((r) => r.row_id)).toEqual([f.guestBooking]);
  });

  it('bookings say who booked (Client or Guest) with the booker as the console shows them, and filter by it', async () => {
    const guest = await page(p.admin, { kind: 'bookings', bookedBy: 'guest' });
    expect(guest.map((r) => r.row_id)).toEqual([f.guestBooking]);
    expect(await byColumn('bookings', guest[0]!)).toMatchObject({
      Reference: `BK-${f.guestBooking.slice(0, 8).toUpperCase()}`,
      'Booking ID': f.guestBooking,
      'Booked by': 'Guest',
      Customer: 'Kemi Guest',
    });
    const clients = await page(p.admin, { kind: 'bookings', bookedBy: 'client' });
    expect(clients.map((r) => r.row_id)).toEqual(expect.arrayContaining([f.pendingBooking, f.quoteBooking]));
    expect(clients.map((r) => r.row_id)).not.toContain(f.guestBooking);
    for (const row of clients) expect((await byColumn('bookings', row))['Booked by']).toBe('Client');
    const all = await page(p.admin, { kind: 'bookings' });
    expect(all).toHaveLength(guest.length + clients.length);
    expect((await columns('bookings')).slice(0, 6)).toEqual(['Reference', 'Booking ID', 'Created', 'Scheduled date', 'Booked by', 'Customer']);
    // The split is for bookings only, and only client or guest.
    expect(await rpcError(db, p.admin, 'admin_export_page', { p_kind: 'bookings', p_booked_by: 'cleaner' })).toBe('Choose bookings by clients or by guests.');
    expect(await rpcError(db, p.admin, 'admin_export_page', { p_kind: 'payments', p_booked_by: 'guest' })).toBe('Choose bookings by clients or by guests.');
  });

  it('a bookings search finds a reference as people type it: any case, with or without BK- and dashes', async () => {
    const hex = f.pendingBooking.replace(/-/g, '').slice(0, 8);
    for (const typed of [`BK-${hex.toUpperCase()}`, `bk ${hex.slice(0, 4)}-${hex.slice(4)}`, hex, f.pendingBooking.toUpperCase()]) {
      const rows = await page(p.admin, { kind: 'bookings', search: typed });
      expect(rows.map((r) => r.row_id)).toContain(f.pendingBooking);
      for (const r of rows) expect(r.row_id.replace(/-/g, '').startsWith(hex) || typed === f.pendingBooking.toUpperCase()).toBe(true);
    }
    // Too short or not hex: no reference (and no name matches either).
    expect(await page(p.admin, { kind: 'bookings', search: 'BK-3F' })).toEqual([]);
  });

  it('pages by keyset without gaps or repeats, in either order', async () => {
    for (const sort of ['newest', 'oldest']) {
      const whole = (await page(p.admin, { kind: 'cleaners', sort })).map((r) => r.row_id);
      const walked: string[] = [];
      let after: Row | undefined;
      for (;;) {
        const next: Row[] = await page(p.admin, { kind: 'cleaners', sort, limit: 2, afterAt: after?.sort_at, afterId: after?.row_id });
        if (next.length === 0) break;
        walked.push(...next.map((r) => r.row_id));
        after = next[next.length - 1];
      }
      expect(walked).toEqual(whole);
      expect(whole.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('is for admins after MFA only, and says what is wrong with a request', async () => {
    for (const who of [p.client, p.cleaner, { ...p.admin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_export_page', { p_kind: 'payments' })).toBe('Only admins can export data.');
    }
    expect(await rpcError(db, p.admin, 'admin_export_page', { p_kind: 'profiles' })).toBe('Choose payments, bookings, clients or cleaners.');
    expect(await rpcError(db, p.admin, 'admin_export_page', { p_kind: 'cleaners', p_status: 'x' })).toBe('Invalid status.');
  });

  it('each export (its first page) is an audited operator action with its filters', async () => {
    const before = (await db.query<{ n: string }>(`select count(*)::text as n from public.operator_audit where action = 'export.clients'`)).rows[0]!.n;
    const first = await page(p.admin, { kind: 'clients', search: 'musa', limit: 1 });
    await page(p.admin, { kind: 'clients', search: 'musa', afterAt: first[0]!.sort_at, afterId: first[0]!.row_id });
    const rows = (await db.query<{ actor_id: string; after: unknown }>(
      `select actor_id, after from public.operator_audit where action = 'export.clients' order by id offset $1`, [Number(before)])).rows;
    expect(rows).toEqual([{ actor_id: p.admin.id, after: { search: 'musa', sort: 'newest' } }]);
  });
});
