/**
 * Admin reads of identity documents are always audited: without a logged view (log_document_view) an admin cannot
 * read or sign a document in verification-documents; with one, exactly that document (for 15 minutes); the owner
 * always reads their own folder; nobody else ever.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, rpc, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;
let owner: Actor;
let submission: string;
let paths: { government_id_path: string; address_proof_path: string };
const govId = () => paths.government_id_path;
const proof = () => paths.address_proof_path;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  // An unverified cleaner with a pending submission (makeCleaner submits it) and both files uploaded.
  owner = await makeCleaner(db, p.admin, 'Kemi Adeyemi', { verify: false });
  const sub = (await db.query<{ id: string; government_id_path: string; address_proof_path: string }>(
    `select id, government_id_path, address_proof_path from public.verification_submissions where cleaner_id = $1`, [owner.id])).rows[0]!;
  submission = sub.id;
  paths = sub;
  for (const name of [govId(), proof()]) {
    await as(db, owner, (tx) => tx.query(`insert into storage.objects (bucket_id, name, owner) values ('verification-documents', $1, auth.uid())`, [name]));
  }
});
afterAll(async () => {
  await t?.close();
});

const visible = async (who: Actor | typeof ANON) =>
  (await as(db, who, async (tx) => (await tx.query<{ name: string }>(`select name from storage.objects where bucket_id = 'verification-documents' order by name`)).rows)).map((r) => r.name);

test('an admin sees no document before logging a view', async () => {
  expect(await visible(p.admin)).toEqual([]);
  expect(await visible(p.superAdmin)).toEqual([]);
  expect(await visible(owner)).toEqual([proof(), govId()].sort());
});

test('logging the view of one document opens exactly that one, to that admin only, and is audited', async () => {
  const path = await rpc<string>(db, p.admin, 'log_document_view', { p_submission_id: submission, p_document: 'government_id' });
  expect(path).toBe(govId());
  expect(await visible(p.admin)).toEqual([govId()]);
  expect(await visible(p.superAdmin)).toEqual([]);
  const log = await as(db, p.admin, async (tx) => (await tx.query(`select admin_id, document from public.document_access_log where submission_id = $1`, [submission])).rows);
  expect(log).toEqual([{ admin_id: p.admin.id, document: 'government_id' }]);
});

test('the view expires after 15 minutes', async () => {
  await db.query(`update public.document_access_log set viewed_at = now() - interval '16 minutes' where submission_id = $1`, [submission]);
  expect(await visible(p.admin)).toEqual([]);
});

test('nobody else reads documents, whatever they log or call', async () => {
  for (const who of [ANON, p.cleaner, p.client, p.guest] as const) expect(await visible(who)).toEqual([]);
  await expect(as(db, p.client, (tx) => tx.query(`select public.log_document_view($1, 'government_id')`, [submission]))).rejects.toThrow(/Only admins/);
  const direct = await as(db, p.client, async (tx) => (await tx.query<{ ok: boolean }>(`select public.admin_logged_document($1) as ok`, [govId()])).rows[0]!.ok);
  expect(direct).toBe(false);
});
