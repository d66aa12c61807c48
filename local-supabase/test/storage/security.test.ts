import { readdirSync, writeFileSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { anonClient, createUser, jsonOf, mintToken, serviceClient, startTestServer, stopServer, type TestServer, type TestUser } from './helpers';

// Path traversal, RLS isolation between users, and malformed input: every refusal is a 4xx JSON
// error and nothing is written outside DATA_DIR/storage.

let s: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  s = await startTestServer();
  alice = await createUser(s);
  bob = await createUser(s);
});
afterAll(async () => {
  await stopServer(s);
});

interface RawResponse {
  status: number;
  body: string;
}

/** Sends a request with the path exactly as given (fetch would normalise `..` segments away). */
function raw(method: string, rawPath: string, body?: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: rawPath,
        headers: {
          apikey: s.keys.serviceRole,
          authorization: `Bearer ${s.keys.serviceRole}`,
          'content-type': 'text/plain',
          // Node sends DELETE bodies unframed unless told their length.
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('path traversal', () => {
  const attempts = [
    '/storage/v1/object/avatars/../../escaped.txt',
    '/storage/v1/object/avatars/%2e%2e/%2e%2e/escaped.txt',
    '/storage/v1/object/avatars/..%2F..%2Fescaped.txt',
    '/storage/v1/object/avatars/x/%2E%2E/%2E%2E/%2E%2E/escaped.txt',
    '/storage/v1/object/avatars//etc/escaped.txt',
    '/storage/v1/object/avatars/%2Fetc%2Fescaped.txt',
    '/storage/v1/object/avatars/nul%00byte.txt',
    '/storage/v1/object/avatars/bad%zzescape.txt',
    '/storage/v1/object/%2e%2e/escaped.txt',
    '/storage/v1/object/avatars/./escaped.txt',
    `/storage/v1/object/avatars/${'k'.repeat(1100)}`,
    `/storage/v1/object/avatars/${'deep/'.repeat(230)}x.txt`,
  ];

  test.each(attempts)('upload to %s is refused with a 400 JSON error and writes nothing', async (p) => {
    const before = filesUnder(s.config.dataDir);
    const res = await raw('POST', p, 'evil');
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body);
    // Undecodable escapes are refused by the HTTP router itself (numeric statusCode), the rest by Storage.
    expect(String(body.statusCode)).toBe('400');
    expect(typeof body.message).toBe('string');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/); // no stack traces
    expect(filesUnder(s.config.dataDir)).toEqual(before);
  });

  test('downloads, info and signing cannot reach files outside the bucket', async () => {
    writeFileSync(path.join(s.config.dataDir, 'outside.txt'), 'do not serve');
    writeFileSync(path.join(s.config.dataDir, 'storage-sibling.txt'), 'do not serve');
    for (const p of [
      '/storage/v1/object/public/avatars/%2e%2e/%2e%2e/outside.txt',
      '/storage/v1/object/avatars/%2e%2e/%2e%2e/outside.txt',
      '/storage/v1/object/authenticated/avatars/..%2f..%2foutside.txt',
      '/storage/v1/object/info/avatars/%2e%2e/%2e%2e/outside.txt',
      '/storage/v1/object/sign/avatars/%2e%2e/%2e%2e/outside.txt?token=x',
    ]) {
      const res = await raw('GET', p);
      expect(res.status).toBe(400);
      expect(res.body).not.toContain('do not serve');
    }
    const signed = await raw('POST', '/storage/v1/object/sign/avatars/%2e%2e/%2e%2e/outside.txt', '{"expiresIn":60}', { 'content-type': 'application/json' });
    expect(JSON.parse(signed.body)).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });

  test('move, copy and list with traversal names are refused or harmless', async () => {
    const admin = serviceClient(s).storage.from('avatars');
    await admin.upload('safe/file.txt', Buffer.from('safe'));
    const before = filesUnder(s.config.dataDir);
    expect((await admin.move('safe/file.txt', '../../moved.txt')).error).toMatchObject({ statusCode: '400' });
    expect((await admin.copy('safe/file.txt', 'a/../../../copied.txt')).error).toMatchObject({ statusCode: '400' });
    expect((await admin.copy('../../outside.txt', 'stolen.txt')).error).toMatchObject({ statusCode: '400' });
    expect((await admin.list('../..')).data).toEqual([]);
    expect(filesUnder(s.config.dataDir)).toEqual(before);
    expect(await (await admin.download('safe/file.txt')).data!.text()).toBe('safe');
  });
});

describe('row-level security between users (private documents bucket)', () => {
  const docPath = () => `${alice.id}/passport.pdf`;

  beforeAll(async () => {
    const up = await alice.client.storage.from('documents').upload(docPath(), new Blob(['alice secret'], { type: 'application/pdf' }));
    expect(up.error).toBeNull();
  });

  test("another user cannot read, sign, list or inspect a private object", async () => {
    const docs = bob.client.storage.from('documents');
    expect((await docs.download(docPath())).error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    expect((await docs.createSignedUrl(docPath(), 60)).error).toMatchObject({ statusCode: '404' });
    expect((await docs.createSignedUrls([docPath()], 60)).data![0]!.signedUrl).toBeNull();
    expect((await docs.list(alice.id)).data).toEqual([]);
    expect((await docs.list()).data).toEqual([]);
    expect((await docs.info(docPath())).error).toMatchObject({ statusCode: '404' });
    expect((await docs.exists(docPath())).data).toBe(false);
    // The owner can.
    expect(await (await alice.client.storage.from('documents').download(docPath())).data!.text()).toBe('alice secret');
    expect((await alice.client.storage.from('documents').list(alice.id)).data!.map((e) => e.name)).toEqual(['passport.pdf']);
  });

  test('another user cannot overwrite, move, copy or remove a private object', async () => {
    const docs = bob.client.storage.from('documents');
    expect((await docs.upload(docPath(), Buffer.from('bob was here'), { upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect((await docs.upload(docPath(), Buffer.from('bob was here'))).error).toMatchObject({ statusCode: '403' });
    expect((await docs.update(docPath(), Buffer.from('bob was here'))).error).toMatchObject({ statusCode: '404' });
    expect((await docs.move(docPath(), `${bob.id}/mine.pdf`)).error).toMatchObject({ statusCode: '404' });
    expect((await docs.copy(docPath(), `${bob.id}/mine.pdf`)).error).toMatchObject({ statusCode: '404' });
    expect((await docs.remove([docPath()])).data).toEqual([]);
    expect((await docs.createSignedUploadUrl(docPath(), { upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect(await (await alice.client.storage.from('documents').download(docPath())).data!.text()).toBe('alice secret');
  });

  test("a user cannot upload outside their own folder", async () => {
    const res = await bob.client.storage.from('documents').upload(`${alice.id}/planted.pdf`, Buffer.from('x'));
    expect(res.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    expect(existsSync(path.join(s.config.dataDir, 'storage', 'documents', alice.id, 'planted.pdf'))).toBe(false);
    expect(filesUnder(path.join(s.config.dataDir, 'storage', '.tmp'))).toEqual([]);
  });

  test('an admin (app_metadata.role) may read any document through the policy', async () => {
    const admin = await createUser(s, { role: 'admin' });
    expect(await (await admin.client.storage.from('documents').download(docPath())).data!.text()).toBe('alice secret');
    // ...but not write into someone else's folder.
    expect((await admin.client.storage.from('documents').upload(`${alice.id}/x.pdf`, Buffer.from('x'))).error).toMatchObject({ statusCode: '403' });
  });

  test('signed-out callers get "not found" for private objects, on every route', async () => {
    const docs = anonClient(s).storage.from('documents');
    expect((await docs.download(docPath())).error).toMatchObject({ status: 400, statusCode: '404' });
    const publicRoute = await fetch(`${s.url}/storage/v1/object/public/documents/${docPath()}`);
    expect(publicRoute.status).toBe(400);
    expect((await jsonOf(publicRoute)).statusCode).toBe('404');
    const noHeaders = await fetch(`${s.url}/storage/v1/object/documents/${docPath()}`);
    expect(noHeaders.status).toBe(401); // the gateway wants an apikey
  });
});

describe('malformed input', () => {
  test('bad or expired bearer tokens are InvalidJWT errors', async () => {
    const forged = await raw('GET', `/storage/v1/object/avatars/x.txt`, undefined, { authorization: 'Bearer not.a.jwt' });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
    const expiredToken = await mintToken(s, { sub: alice.id, role: 'authenticated' }, -120);
    const expired = await raw('POST', `/storage/v1/object/list/avatars`, '{}', { authorization: `Bearer ${expiredToken}`, 'content-type': 'application/json' });
    expect(JSON.parse(expired.body)).toEqual({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });
  });

  test('broken JSON bodies, bad options and unknown buckets are 4xx JSON errors', async () => {
    const cases: Array<[string, string, string | undefined, string]> = [
      ['POST', '/storage/v1/object/list/avatars', '{not json', '400'],
      ['POST', '/storage/v1/object/list/avatars', '[1,2]', '400'],
      ['POST', '/storage/v1/object/list/avatars', '{"limit":-1}', '400'],
      ['POST', '/storage/v1/object/list/avatars', '{"sortBy":{"column":"id; drop table x"}}', '400'],
      ['POST', '/storage/v1/object/list/nope', '{}', '404'],
      ['POST', '/storage/v1/object/sign/avatars/a.txt', '{"expiresIn":"soon"}', '400'],
      ['POST', '/storage/v1/object/sign/avatars', '{"expiresIn":60,"paths":"a.txt"}', '400'],
      ['DELETE', '/storage/v1/object/avatars', '{"prefixes":"a.txt"}', '400'],
      ['POST', '/storage/v1/object/move', '{"bucketId":"avatars"}', '400'],
      ['POST', '/storage/v1/object/copy', 'null', '400'],
      ['POST', '/storage/v1/bucket', '{"id":"../evil"}', '400'],
      ['POST', '/storage/v1/bucket', '{"id":"ok-name","allowed_mime_types":"image/png"}', '400'],
      ['PUT', '/storage/v1/bucket/avatars', '{"public":"yes"}', '400'],
      ['POST', '/storage/v1/object/nope/a.txt', 'x', '404'],
      ['GET', '/storage/v1/object/sign/avatars/a.txt?token=', undefined, '400'],
    ];
    for (const [method, p, body, statusCode] of cases) {
      const res = await raw(method, p, body, { 'content-type': 'application/json' });
      expect([method, p, res.status]).toEqual([method, p, 400]);
      expect([p, JSON.parse(res.body).statusCode]).toEqual([p, statusCode]);
    }
  });

  test('a multipart body without a file part is a 400', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    const res = await fetch(`${s.url}/storage/v1/object/avatars/empty.txt`, {
      method: 'POST',
      body: form,
      headers: { apikey: s.keys.serviceRole, authorization: `Bearer ${s.keys.serviceRole}` },
    });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ statusCode: '400' });
  });
});
