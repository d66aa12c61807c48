/**
 * The avatars bucket is public for its pictures, not for its list of rows: anonymous visitors could list every avatar
 * folder, i.e. every user id with a picture (issue 21). Rows are now visible to their owner only, which is all that
 * remove and replace need; the public URLs never consult a select policy (local-supabase's app-buckets test shows them).
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, attempt, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;
const clientPicture = () => `${p.client.id}/1700000000000-me.png`;
const cleanerPicture = () => `${p.cleaner.id}/1700000000000-work.png`;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  for (const [who, name] of [[p.client, clientPicture()], [p.cleaner, cleanerPicture()]] as const) {
    await as(db, who, (tx) => tx.query(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, auth.uid())`, [name]));
  }
});
afterAll(async () => {
  await t?.close();
});

const avatarRows = async (who: Actor | typeof ANON) =>
  (await as(db, who, async (tx) => (await tx.query<{ name: string }>(`select name from storage.objects where bucket_id = 'avatars' order by name`)).rows)).map((r) => r.name);

test('anonymous visitors cannot list avatar folders', async () => {
  expect(await avatarRows(ANON)).toEqual([]);
});

test('other users, guests and admins see none of the avatar rows but their own', async () => {
  for (const who of [p.client2, p.cleaner2, p.guest, p.admin, p.superAdmin]) expect(await avatarRows(who)).toEqual([]);
  expect(await avatarRows(p.client)).toEqual([clientPicture()]);
  expect(await avatarRows(p.cleaner)).toEqual([cleanerPicture()]);
});

test("the owner still replaces and removes their picture; nobody else can touch it", async () => {
  const upsert = (who: Actor) =>
    attempt(db, who, `insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, auth.uid())
                        on conflict (bucket_id, name) do update set version = 'v2' returning name`, [clientPicture()]);
  expect(await upsert(p.client)).toMatchObject({ ok: true, rows: [{ name: clientPicture() }] });
  const foreign = await upsert(p.client2);
  expect(foreign.ok ? 'succeeded' : foreign.error).toMatch(/row-level security/);

  const remove = (who: Actor) => attempt(db, who, `delete from storage.objects where bucket_id = 'avatars' and name = $1 returning name`, [clientPicture()]);
  expect(await remove(p.client2)).toMatchObject({ ok: true, count: 0 });
  expect(await remove(p.client)).toMatchObject({ ok: true, rows: [{ name: clientPicture() }] });
});
