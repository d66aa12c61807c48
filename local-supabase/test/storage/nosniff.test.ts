import { createUser, serviceClient, startTestServer, stopServer, type TestServer, type TestUser } from './helpers';

// Issue 21: Storage answered without `X-Content-Type-Options: nosniff`, so a browser could sniff an uploaded file
// served as text/plain (or any type) into HTML or script. Every Storage answer, bytes or error, must carry it.

let s: TestServer;
let u: TestUser;

beforeAll(async () => {
  s = await startTestServer();
  u = await createUser(s);
  await u.client.storage.from('avatars').upload(`${u.id}/page.txt`, Buffer.from('<script>alert(1)</script>'));
  await u.client.storage.from('documents').upload(`${u.id}/doc.txt`, Buffer.from('private'));
});
afterAll(async () => {
  await stopServer(s);
});

const auth = () => ({ apikey: s.keys.anon, authorization: `Bearer ${u.token}` });

test('object bytes on every read route carry nosniff', async () => {
  const signed = await u.client.storage.from('documents').createSignedUrl(`${u.id}/doc.txt`, 60);
  const responses = [
    await fetch(`${s.url}/storage/v1/object/public/avatars/${u.id}/page.txt`),
    await fetch(`${s.url}/storage/v1/object/public/avatars/${u.id}/page.txt`, { method: 'HEAD' }),
    await fetch(`${s.url}/storage/v1/object/avatars/${u.id}/page.txt`, { headers: auth() }),
    await fetch(`${s.url}/storage/v1/object/authenticated/documents/${u.id}/doc.txt`, { headers: auth() }),
    await fetch(signed.data!.signedUrl),
  ];
  for (const res of responses) {
    expect([res.url, res.status]).toEqual([res.url, 200]);
    expect([res.url, res.headers.get('x-content-type-options')]).toEqual([res.url, 'nosniff']);
  }
});

test('JSON answers and errors carry nosniff too', async () => {
  const responses = [
    await fetch(`${s.url}/storage/v1/object/info/avatars/${u.id}/page.txt`, { headers: auth() }),
    await fetch(`${s.url}/storage/v1/object/list/avatars`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{"prefix":""}' }),
    // Errors: missing object, a forged signed-URL token, a malformed body, an unknown route.
    await fetch(`${s.url}/storage/v1/object/public/avatars/${u.id}/missing.txt`),
    await fetch(`${s.url}/storage/v1/object/sign/documents/${u.id}/doc.txt?token=forged`),
    await fetch(`${s.url}/storage/v1/object/list/avatars`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: '{not json' }),
    await fetch(`${s.url}/storage/v1/no-such-route`, { headers: auth() }),
  ];
  for (const res of responses) {
    expect([res.url, res.headers.get('x-content-type-options')]).toEqual([res.url, 'nosniff']);
  }
  expect(responses.slice(2).map((r) => r.status)).toEqual([400, 400, 400, 404]);
  // Uploads' answers too.
  const up = await serviceClient(s).storage.from('avatars').upload('nosniff/upload.txt', Buffer.from('x'));
  expect(up.error).toBeNull();
  const raw = await fetch(`${s.url}/storage/v1/object/avatars/nosniff/raw.txt`, {
    method: 'POST',
    headers: { apikey: s.keys.serviceRole, authorization: `Bearer ${s.keys.serviceRole}`, 'content-type': 'text/plain' },
    body: 'x',
  });
  expect(raw.status).toBe(200);
  expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
});
