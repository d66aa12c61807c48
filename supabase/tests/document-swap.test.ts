/**
 * A submitted identity document stays what the admin reviews, whoever writes (issue 21, the document swap). Hosted
 * Storage writes an upload made through a signed upload URL with its own role, past row-level security, so the
 * bucket's "no update" policy alone did not stop an upsert URL from replacing a submitted ID. These writes run as
 * service_role, which bypasses RLS as Storage's role does.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@spotless/local-supabase';
import { as } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;
const idDocument = () => `${p.cleaner.id}/id-1700000000000.png`;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await as(db, p.cleaner, (tx) =>
    tx.query(`insert into storage.objects (bucket_id, name, owner, version) values ('verification-documents', $1, auth.uid(), $2)`, [
      idDocument(),
      randomUUID(),
    ]),
  );
  await as(db, p.cleaner, (tx) => tx.query(`insert into storage.objects (bucket_id, name, owner, version) values ('avatars', $1, auth.uid(), $2)`, [
    `${p.cleaner.id}/me.png`,
    randomUUID(),
  ]));
});
afterAll(async () => {
  await t?.close();
});

/** One statement as Storage's own role would run it (RLS bypassed), rolled back; the error text or 'ok'. */
async function asStorage(sql: string, params: unknown[]): Promise<string> {
  return db
    .transaction(async (tx) => {
      await tx.exec('set local role service_role');
      await tx.query(sql, params);
      throw new Error('ok');
    })
    .catch((err: Error) => err.message);
}

test('an upsert past RLS cannot replace a submitted document', async () => {
  const upsert = `insert into storage.objects (bucket_id, name, owner, version) values ('verification-documents', $1, $2, $3)
                  on conflict (bucket_id, name) do update set version = excluded.version, metadata = '{"size": 1}'`;
  expect(await asStorage(upsert, [idDocument(), p.cleaner.id, randomUUID()])).toBe('A submitted document cannot be replaced.');
});

test('nor can it be renamed or moved out of the bucket', async () => {
  expect(await asStorage(`update storage.objects set name = $2 where name = $1`, [idDocument(), `${p.cleaner.id}/other.png`])).toBe(
    'A submitted document cannot be replaced.',
  );
  expect(await asStorage(`update storage.objects set bucket_id = 'avatars' where name = $1`, [idDocument()])).toBe(
    'A submitted document cannot be replaced.',
  );
});

test("Storage's bookkeeping, removal, and other buckets' replacements still work", async () => {
  expect(await asStorage(`update storage.objects set last_accessed_at = now(), metadata = '{"size": 2}' where name = $1`, [idDocument()])).toBe('ok');
  expect(await asStorage(`delete from storage.objects where name = $1`, [idDocument()])).toBe('ok');
  expect(await asStorage(`update storage.objects set version = $2 where name = $1`, [`${p.cleaner.id}/me.png`, randomUUID()])).toBe('ok');
});
