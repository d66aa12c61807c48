/** search_listed_cleaners: any-of-names state/LGA matching, listed cleaners only, as anon and as a guest. */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, createUser, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;
let fct: Actor;
let abuja: Actor;
let bwari: Actor;
let unverifiedFct: Actor;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  fct = await makeCleaner(db, p.admin, 'Halima Garba', { state: 'FCT', lga: 'Gwagwalada' });
  abuja = await makeCleaner(db, p.admin, 'Sani Aliyu', { state: 'Federal Capital Territory', lga: 'Abuja Municipal' });
  bwari = await makeCleaner(db, p.admin, 'Hauwa Lawal', { state: 'Abuja', lga: 'Bwari' });
  unverifiedFct = await makeCleaner(db, p.admin, 'Usman Shehu', { state: 'FCT', lga: 'Bwari', verify: false });
});
afterAll(async () => {
  await t?.close();
});

const ids = (rows: Array<{ user_id: string }>) => rows.map((r) => r.user_id).sort();
// A set-returning function: read its rows as the caller (rpc() of the helpers reads one scalar).
const search = (who: Actor | typeof ANON, states: string[], lgas: string[] = []) =>
  as(db, who, async (tx) =>
    (await tx.query<{ user_id: string }>(`select user_id from public.search_listed_cleaners($1::text[], $2::text[])`, [states, lgas])).rows);

describe('search_listed_cleaners', () => {
  const fctTerms = ['Federal Capital Territory', 'FCT', 'Abuja'];

  it('matches a state by any of its names, listing verified, active cleaners only', async () => {
    expect(ids(await search(ANON, fctTerms))).toEqual(ids([fct, abuja, bwari].map((a) => ({ user_id: a.id }))));
    expect(ids(await search(ANON, fctTerms))).not.toContain(unverifiedFct.id);
  });

  it('narrows by LGA names', async () => {
    expect(ids(await search(ANON, fctTerms, ['Bwari']))).toEqual([bwari.id]);
    expect(ids(await search(p.guest, fctTerms, ['Gwagwalada', 'Gwagwalada Area Council']))).toEqual([fct.id]);
  });

  it('lists no suspended or unverified cleaner of the seeded people, and nothing without a state', async () => {
    const lagos = ids(await search(ANON, ['Lagos']));
    expect(lagos).toEqual([p.cleaner.id, p.cleaner2.id].sort());
    expect(lagos).not.toContain(p.suspended.id);
    expect(lagos).not.toContain(p.pending.id);
    expect(await search(ANON, [])).toEqual([]);
    expect(await search(ANON, ['  '])).toEqual([]);
  });

  it('treats LIKE wildcards in terms as text', async () => {
    expect(await search(ANON, ['%'])).toEqual([]);
    expect(await search(ANON, ['_'])).toEqual([]);
  });

  it('is callable by a signed-in client as well', async () => {
    const client = await createUser(db, { fullName: 'Ada Obi', accountType: 'client' });
    expect(ids(await search(client, ['Lagos'], ['Ikeja']))).toEqual([p.cleaner.id, p.cleaner2.id].sort());
    expect(await as(db, client, async (tx) => (await tx.query('select 1 as ok')).rows)).toEqual([{ ok: 1 }]);
  });
});
