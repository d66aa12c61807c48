import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { clientWithToken, jsonOf, mintToken, startTestServer, stopServer, type TestServer, type TestUser } from './helpers';

// Issue 21, replayed over HTTP on the project's own migrations (the app's buckets with their real policies):
// - a signed upload URL made with `x-upsert: true` uploaded as the server for two hours, so a cleaner could swap an
//   identity document after submitting it, past the policy that forbids updates;
// - a signed download URL had no bound: an admin could sign a 10-year URL for an ID document, defeating the audited
//   15-minute window that starts with log_document_view;
// - anyone could list the avatars bucket (every user id with a picture); pictures must still show by public URL.

const REPO_MIGRATIONS = path.resolve(__dirname, '..', '..', '..', 'supabase', 'migrations');
const BUCKET = 'verification-documents';
const TEN_YEARS = 10 * 365 * 24 * 60 * 60;

let s: TestServer;
let cleaner: TestUser;
let admin: TestUser;

/**
 * A person as Auth creates them (the sign-up trigger provisions their role from user metadata), with a token;
 * `claims` adds to it (an admin's session passed MFA: aal2, without which the database grants no admin power).
 */
async function createPerson(meta: Record<string, string>, claims: Record<string, unknown> = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = `docs-${id.slice(0, 8)}@example.com`;
  await s.db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, now(), '{"provider":"email","providers":["email"]}', $3::jsonb)`,
    [id, email, JSON.stringify(meta)],
  );
  const token = await mintToken(s, { sub: id, email, role: 'authenticated', aud: 'authenticated', is_anonymous: false, app_metadata: {}, user_metadata: meta, ...claims });
  return { id, email, token, client: clientWithToken(s, token) };
}

const pdf = (text: string) => new Blob([`%PDF-1.4 ${text}`], { type: 'application/pdf' });

async function contentOf(name: string): Promise<string> {
  const { data, error } = await cleaner.client.storage.from(BUCKET).download(name);
  expect(error).toBeNull();
  return data!.text();
}

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: REPO_MIGRATIONS });
  cleaner = await createPerson({ full_name: 'Ada Cleaner', account_type: 'cleaner' });
  admin = await createPerson({ full_name: 'Bola Admin' }, { aal: 'aal2' });
  await s.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [admin.id]);
});
afterAll(async () => {
  await stopServer(s);
});

describe('document swap through a signed upload URL', () => {
  const govId = () => `${cleaner.id}/government-id-1.pdf`;
  const proof = () => `${cleaner.id}/address-proof-1.pdf`;
  let token: string;

  test('a cleaner may sign an upsert upload URL for a new document, and its first upload works', async () => {
    const signed = await cleaner.client.storage.from(BUCKET).createSignedUploadUrl(govId(), { upsert: true });
    expect(signed.error).toBeNull();
    token = signed.data!.token;
    const first = await s.anon().storage.from(BUCKET).uploadToSignedUrl(govId(), token, pdf('the real ID'));
    expect(first.error).toBeNull();
    expect(await contentOf(govId())).toBe('%PDF-1.4 the real ID');
  });

  test('once the document is submitted, the same URL cannot replace it (the bucket forbids updates)', async () => {
    expect((await cleaner.client.storage.from(BUCKET).upload(proof(), pdf('the real bill'))).error).toBeNull();
    const submitted = await cleaner.client.rpc('submit_verification', {
      p_id_type: 'NIN',
      p_government_id_path: govId(),
      p_address_proof_path: proof(),
      p_consent: true,
    });
    expect(submitted.error).toBeNull();

    const swap = await s.anon().storage.from(BUCKET).uploadToSignedUrl(govId(), token, pdf('a forged ID'));
    expect(swap.error).toMatchObject({ statusCode: '403' });
    // The bare PUT a script would send is refused the same way, as a 4xx JSON error.
    const raw = await fetch(`${s.url}/storage/v1/object/upload/sign/${BUCKET}/${govId()}?token=${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', 'x-upsert': 'true' },
      body: '%PDF-1.4 a forged ID',
    });
    expect(raw.status).toBe(400);
    expect(await jsonOf(raw)).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    expect(await contentOf(govId())).toBe('%PDF-1.4 the real ID');
    // Nor can a fresh upsert URL be made for the submitted file.
    expect((await cleaner.client.storage.from(BUCKET).createSignedUploadUrl(govId(), { upsert: true })).error).toMatchObject({ statusCode: '403' });
  });

  test('a signed upload URL stops working when its signer is deleted', async () => {
    const other = await createPerson({ full_name: 'Chidi Cleaner', account_type: 'cleaner' });
    const name = `${other.id}/government-id-2.pdf`;
    const signed = await other.client.storage.from(BUCKET).createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    await s.db.query(`delete from auth.users where id = $1`, [other.id]);
    const late = await s.anon().storage.from(BUCKET).uploadToSignedUrl(name, signed.data!.token, pdf('orphan'));
    expect(late.error).toMatchObject({ statusCode: '400' });
    expect((await s.db.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [BUCKET, name])).rows).toEqual([]);
  });
});

describe('long-lived signed URLs for identity documents', () => {
  test("an admin's signed URL for a document stops working when the audited 15-minute window closes", async () => {
    const submission = (await s.db.query<{ id: string }>(`select id from public.verification_submissions where cleaner_id = $1`, [cleaner.id])).rows[0]!.id;
    const logged = await admin.client.rpc('log_document_view', { p_submission_id: submission, p_document: 'government_id' });
    expect(logged.error).toBeNull();
    const signed = await admin.client.storage.from(BUCKET).createSignedUrl(logged.data as string, TEN_YEARS);
    expect(signed.error).toBeNull();
    const now = await fetch(signed.data!.signedUrl);
    expect(now.status).toBe(200);
    expect(await now.text()).toBe('%PDF-1.4 the real ID');

    // Sixteen minutes later: the admin's read of that document is over, and so is the URL made with it.
    await s.db.query(`update public.document_access_log set viewed_at = now() - interval '16 minutes' where submission_id = $1`, [submission]);
    const later = await fetch(signed.data!.signedUrl);
    expect(later.status).toBe(400);
    expect(await jsonOf(later)).toMatchObject({ statusCode: '404', error: 'not_found' });
    // The owner's own signed URL keeps working for as long as they asked: they may always read their folder.
    const own = await cleaner.client.storage.from(BUCKET).createSignedUrl(logged.data as string, 60);
    expect((await fetch(own.data!.signedUrl)).status).toBe(200);
  });
});

describe('avatars', () => {
  const png = (text: string) => new Blob([text], { type: 'image/png' });

  test('pictures show by public URL to anyone, but nobody lists the folders of others', async () => {
    const picture = `${cleaner.id}/1700000000000-me.png`;
    // As the app does it (uploadAvatar): no upsert, then the public URL.
    expect((await cleaner.client.storage.from('avatars').upload(picture, png('cleaner face'), { upsert: false })).error).toBeNull();
    const url = s.anon().storage.from('avatars').getPublicUrl(picture).data.publicUrl;
    const shown = await fetch(url);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toBe('cleaner face');

    expect((await s.anon().storage.from('avatars').list()).data).toEqual([]);
    expect((await s.anon().storage.from('avatars').list(cleaner.id)).data).toEqual([]);
    expect((await admin.client.storage.from('avatars').list()).data).toEqual([]);
    expect((await admin.client.storage.from('avatars').list(cleaner.id)).data).toEqual([]);
    // The owner sees their own folder, replaces the picture and removes it (removeAvatar).
    expect((await cleaner.client.storage.from('avatars').list(cleaner.id)).data!.map((e) => e.name)).toEqual(['1700000000000-me.png']);
    expect((await cleaner.client.storage.from('avatars').upload(picture, png('new face'), { upsert: true })).error).toBeNull();
    expect(await (await fetch(url)).text()).toBe('new face');
    expect((await admin.client.storage.from('avatars').remove([picture])).data).toEqual([]);
    expect((await cleaner.client.storage.from('avatars').remove([picture])).data!.map((o) => o.name)).toEqual([picture]);
    expect((await fetch(url)).status).toBe(400);
  });
});
