import { decodeJwt } from 'jose';
import { anonClient, createUser, jsonOf, stopServer, objectRow, serviceClient, startTestServer, type TestServer, type TestUser } from './helpers';

// Checklist §7.4 items about URLs: public URLs, signed download URLs, signed upload URLs.

let s: TestServer;
let u: TestUser;

beforeAll(async () => {
  s = await startTestServer();
  u = await createUser(s);
});
afterAll(async () => {
  await stopServer(s);
});

/** Waits until the clock is past a token's `exp` (the server allows no skew on signed URLs). */
async function waitPastExpiry(token: string): Promise<void> {
  const exp = decodeJwt(token).exp!;
  while (Date.now() <= exp * 1000 + 1000) await new Promise((r) => setTimeout(r, 200));
}

test('77. getPublicUrl of a public bucket is fetchable without headers; the same URL for a private bucket fails', async () => {
  const path = `${u.id}/public me.txt`;
  await u.client.storage.from('avatars').upload(path, Buffer.from('visible'));
  const { data } = u.client.storage.from('avatars').getPublicUrl(path);
  expect(data.publicUrl).toBe(`${s.url}/storage/v1/object/public/avatars/${u.id}/public%20me.txt`);
  const ok = await fetch(data.publicUrl);
  expect(ok.status).toBe(200);
  expect(ok.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
  expect(await ok.text()).toBe('visible');

  const privatePath = `${u.id}/secret.txt`;
  expect((await u.client.storage.from('documents').upload(privatePath, Buffer.from('secret'))).error).toBeNull();
  const privateUrl = u.client.storage.from('documents').getPublicUrl(privatePath).data.publicUrl;
  const refused = await fetch(privateUrl);
  expect(refused.status).toBe(400);
  expect(await jsonOf(refused)).toEqual({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });
});

test('78. createSignedUrl is fetchable without headers until it expires; createSignedUrls reports per-path errors', async () => {
  const path = `${u.id}/signed doc.txt`;
  await u.client.storage.from('documents').upload(path, Buffer.from('for your eyes'));
  const { data, error } = await u.client.storage.from('documents').createSignedUrl(path, 60);
  expect(error).toBeNull();
  expect(data!.signedUrl).toMatch(new RegExp(`/storage/v1/object/sign/documents/${u.id}/signed%20doc\\.txt\\?token=`));
  const got = await fetch(data!.signedUrl);
  expect(got.status).toBe(200);
  expect(await got.text()).toBe('for your eyes');
  // A token is good for its own object only.
  const token = new URL(data!.signedUrl).searchParams.get('token')!;
  const other = await fetch(`${s.url}/storage/v1/object/sign/documents/${u.id}/other.txt?token=${token}`);
  expect(other.status).toBe(400);
  expect((await jsonOf(other)).error).toBe('InvalidJWT');

  const batch = await u.client.storage.from('documents').createSignedUrls([path, `${u.id}/missing.txt`], 60);
  expect(batch.error).toBeNull();
  expect(batch.data![0]).toMatchObject({ path, error: null, signedUrl: expect.stringContaining('token=') });
  expect(batch.data![1]).toEqual({
    path: `${u.id}/missing.txt`,
    error: 'Either the object does not exist or you do not have access to it',
    signedURL: null,
    signedUrl: null,
  });
  expect(await (await fetch(batch.data![0]!.signedUrl!)).text()).toBe('for your eyes');

  const missing = await u.client.storage.from('documents').createSignedUrl(`${u.id}/missing.txt`, 60);
  expect(missing.error).toMatchObject({ status: 400, statusCode: '404' });

  const short = await u.client.storage.from('documents').createSignedUrl(path, 1);
  await waitPastExpiry(new URL(short.data!.signedUrl).searchParams.get('token')!);
  const expired = await fetch(short.data!.signedUrl);
  expect(expired.status).toBe(400);
  expect(await jsonOf(expired)).toEqual({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });
});

test('79. createSignedUploadUrl then uploadToSignedUrl stores the object without a user token', async () => {
  const path = `${u.id}/via signed upload.txt`;
  const signed = await u.client.storage.from('documents').createSignedUploadUrl(path);
  expect(signed.error).toBeNull();
  expect(signed.data).toMatchObject({ path, token: expect.any(String) });
  const up = await anonClient(s).storage.from('documents').uploadToSignedUrl(path, signed.data!.token, new Blob(['signed bytes'], { type: 'text/markdown' }));
  expect(up.error).toBeNull();
  expect(up.data).toEqual({ path, fullPath: `documents/${path}` });
  const row = await objectRow(s, 'documents', path);
  expect(row?.owner).toBe(u.id);
  expect(row?.metadata).toMatchObject({ mimetype: 'text/markdown', size: 12 });
  const back = await u.client.storage.from('documents').download(path);
  expect(await back.data!.text()).toBe('signed bytes');

  // The token was for one upload without upsert: using it again is a conflict.
  const again = await fetch(signed.data!.signedUrl, { method: 'PUT', body: 'again', headers: { 'content-type': 'text/plain' } });
  expect(again.status).toBe(400);
  expect((await jsonOf(again)).statusCode).toBe('409');

  // With upsert the signed URL may replace, and a bare fetch with no headers at all is enough.
  const upsertSigned = await u.client.storage.from('documents').createSignedUploadUrl(path, { upsert: true });
  const put = await fetch(upsertSigned.data!.signedUrl, { method: 'PUT', body: 'replaced', headers: { 'content-type': 'text/plain' } });
  expect(put.status).toBe(200);
  expect(await (await u.client.storage.from('documents').download(path)).data!.text()).toBe('replaced');

  // Signing is refused where the signer could not upload, and a forged token is refused.
  const outside = await u.client.storage.from('documents').createSignedUploadUrl(`someone-else/x.txt`);
  expect(outside.error).toMatchObject({ statusCode: '403' });
  const forged = await fetch(`${s.url}/storage/v1/object/upload/sign/documents/${u.id}/forged.txt?token=${signed.data!.token}`, { method: 'PUT', body: 'x' });
  expect(forged.status).toBe(400);
  expect((await jsonOf(forged)).error).toBe('InvalidJWT');
  // A download token cannot be used to upload.
  const dl = await u.client.storage.from('documents').createSignedUrl(path, 60);
  const dlToken = new URL(dl.data!.signedUrl).searchParams.get('token');
  const misuse = await fetch(`${s.url}/storage/v1/object/upload/sign/documents/${path}?token=${dlToken}`, { method: 'PUT', body: 'x' });
  expect((await jsonOf(misuse)).error).toBe('InvalidJWT');
  expect(await (await serviceClient(s).storage.from('documents').download(path)).data!.text()).toBe('replaced');
});

test('a signed URL token is no API key: used as a bearer it carries no role, whoever signed it', async () => {
  const path = `${u.id}/for the server.txt`;
  const service = serviceClient(s).storage.from('documents');
  expect((await service.upload(path, Buffer.from('server made'))).error).toBeNull();
  const listBody = JSON.stringify({ prefix: u.id });
  const list = (bearer: string) =>
    fetch(`${s.url}/storage/v1/object/list/documents`, { method: 'POST', headers: { apikey: s.keys.anon, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: listBody });
  const adminUsers = (bearer: string) => fetch(`${s.url}/auth/v1/admin/users`, { headers: { apikey: s.keys.anon, authorization: `Bearer ${bearer}` } });
  // What the probes show to the service key itself.
  expect(JSON.stringify(await (await list(s.keys.serviceRole)).json())).toContain('for the server.txt');
  expect((await adminUsers(s.keys.serviceRole)).status).toBe(200);

  const tokens = [
    new URL((await service.createSignedUrl(path, 60)).data!.signedUrl).searchParams.get('token')!,
    (await service.createSignedUploadUrl(`${u.id}/server upload.txt`, { upsert: true })).data!.token,
    (await u.client.storage.from('documents').createSignedUploadUrl(`${u.id}/user upload.txt`)).data!.token,
  ];
  for (const token of tokens) {
    expect(decodeJwt(token).role).toBeUndefined();
    expect(await (await list(token)).json()).toEqual([]);
    expect((await adminUsers(token)).status).toBeGreaterThanOrEqual(400);
  }
});
