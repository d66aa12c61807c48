/**
 * Issue 21: an anonymous search_listed_cleaners with 20,000 state terms kept the database busy for ~3 s. The input is
 * capped where it is parsed: more than 20 terms per list, or a term over 100 characters, is refused with 22023
 * (PostgREST: HTTP 400); the product's own searches (a name and its aliases) are unaffected.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople } from './helpers/world';

let t: TestDatabase;
let db: Database;
let kebbi: Actor;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  const p = await makePeople(db);
  kebbi = await makeCleaner(db, p.admin, 'Bola Ade', { state: 'Kebbi', lga: 'Argungu' });
});
afterAll(async () => {
  await t?.close();
});

async function search(states: string[], lgas: string[] = []): Promise<{ ids?: string[]; code?: string; message?: string }> {
  try {
    const rows = await as(db, ANON, async (tx) => (await tx.query<{ user_id: string }>('select user_id from public.search_listed_cleaners($1::text[], $2::text[])', [states, lgas])).rows);
    return { ids: rows.map((r) => r.user_id) };
  } catch (err) {
    const e = err as { code?: string; message: string };
    return { code: e.code, message: e.message };
  }
}

describe('search_listed_cleaners input limits', () => {
  it('refuses 20,000 state terms with 22023 instead of comparing every profile with each', async () => {
    const terms = Array.from({ length: 20_000 }, (_, i) => `state-${i}`);
    expect(await search(terms)).toEqual({ code: '22023', message: 'Too many search terms: at most 20 state names and 20 LGA names.' });
  });

  it('refuses too many LGA terms and overlong terms the same way', async () => {
    expect((await search(['Lagos'], Array.from({ length: 21 }, (_, i) => `lga-${i}`))).code).toBe('22023');
    expect(await search(['L'.repeat(101)])).toEqual({ code: '22023', message: 'Search terms are limited to 100 characters each.' });
  });

  it('still answers a real search: a name with its aliases, up to 20 terms', async () => {
    expect((await search(['Kebbi', 'Kebbi State'])).ids).toEqual([kebbi.id]);
    expect((await search(['Kebbi', ...Array.from({ length: 19 }, (_, i) => `alias-${i}`)], ['Argungu'])).ids).toEqual([kebbi.id]);
  });
});
