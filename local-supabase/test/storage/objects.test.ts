import { anonClient, createUser, stopServer, objectRow, serviceClient, startTestServer, type TestServer, type TestUser } from './helpers';

// Checklist §7.4 items about object upload, download, listing and management, with the real
// supabase-js client against local-supabase (PGlite, or PostgreSQL with TEST_DB=postgres).

let s: TestServer;
let u: TestUser;
const avatars = () => u.client.storage.from('avatars');

beforeAll(async () => {
  s = await startTestServer();
  u = await createUser(s);
});
afterAll(async () => {
  await stopServer(s);
});

test('71. upload(Buffer) by the owner returns path/fullPath/id and records the owner', async () => {
  const { data, error } = await avatars().upload(`${u.id}/a.txt`, Buffer.from('hello'));
  expect(error).toBeNull();
  expect(data).toEqual({ path: `${u.id}/a.txt`, fullPath: `avatars/${u.id}/a.txt`, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  const row = await objectRow(s, 'avatars', `${u.id}/a.txt`);
  expect(row?.id).toBe(data!.id);
  expect(row?.owner).toBe(u.id);
  expect(row?.owner_id).toBe(u.id);
  expect(row?.metadata).toMatchObject({
    size: 5,
    contentLength: 5,
    mimetype: 'text/plain;charset=UTF-8',
    cacheControl: 'max-age=3600',
    eTag: '"5d41402abc4b2a76b9719d911017c592"',
    httpStatusCode: 200,
  });
});

test('72. a Blob upload (multipart, empty field name) stores the blob type as mimetype', async () => {
  const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });
  const { error } = await avatars().upload(`${u.id}/pic.png`, blob, { cacheControl: '60', metadata: { label: 'me' } });
  expect(error).toBeNull();
  const row = await objectRow(s, 'avatars', `${u.id}/pic.png`);
  expect(row?.metadata).toMatchObject({ mimetype: 'image/png', size: 7, cacheControl: 'max-age=60' });
  const { data: info } = await avatars().info(`${u.id}/pic.png`);
  expect(info).toMatchObject({ contentType: 'image/png', size: 7, metadata: { label: 'me' }, bucketId: 'avatars' });
  const { data } = await avatars().download(`${u.id}/pic.png`);
  expect(data?.type).toBe('image/png');
  expect(new Uint8Array(await data!.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
});

test('73. re-uploading without upsert is a 409, with upsert:true it replaces the object', async () => {
  const path = `${u.id}/dup.txt`;
  expect((await avatars().upload(path, Buffer.from('one'))).error).toBeNull();
  const again = await avatars().upload(path, Buffer.from('two'));
  expect(again.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
  expect(await (await avatars().download(path)).data!.text()).toBe('one');
  const upsert = await avatars().upload(path, Buffer.from('three'), { upsert: true });
  expect(upsert.error).toBeNull();
  expect(await (await avatars().download(path)).data!.text()).toBe('three');
  // update() (PUT) replaces an existing object too, and refuses a missing one.
  expect((await avatars().update(path, Buffer.from('four'))).error).toBeNull();
  expect(await (await avatars().download(path)).data!.text()).toBe('four');
  const missing = await avatars().update(`${u.id}/never.txt`, Buffer.from('x'));
  expect(missing.error).toMatchObject({ status: 400, statusCode: '404' });
});

test("74. uploading outside the user's own folder is refused with statusCode 403 and stores nothing", async () => {
  const other = await createUser(s);
  const { data, error } = await avatars().upload(`${other.id}/intruder.txt`, Buffer.from('x'));
  expect(data).toBeNull();
  expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
  expect(await objectRow(s, 'avatars', `${other.id}/intruder.txt`)).toBeUndefined();
  // Signed-out callers cannot upload at all.
  const anon = await anonClient(s).storage.from('avatars').upload(`${u.id}/anon.txt`, Buffer.from('x'));
  expect(anon.error).toMatchObject({ status: 400, statusCode: '403' });
});

test('75. download returns identical bytes and type; a missing object is 400/"404" Object not found', async () => {
  const bytes = new Uint8Array(256).map((_, i) => i);
  await avatars().upload(`${u.id}/bytes.bin`, bytes, { contentType: 'application/octet-stream' });
  const { data, error } = await avatars().download(`${u.id}/bytes.bin`);
  expect(error).toBeNull();
  expect(data!.type).toBe('application/octet-stream');
  expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
  const missing = await avatars().download(`${u.id}/nope.bin`);
  expect(missing.data).toBeNull();
  expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
});

test('76. a path with a space (and unicode) round-trips through upload, download, list and remove', async () => {
  for (const name of ['my file.txt', 'ünï cödé 文件.txt']) {
    const path = `${u.id}/spaced/${name}`;
    const up = await avatars().upload(path, Buffer.from(name));
    expect(up.error).toBeNull();
    expect(up.data?.path).toBe(path);
    expect(await (await avatars().download(path)).data!.text()).toBe(name);
    const listed = await avatars().list(`${u.id}/spaced`);
    expect(listed.data?.map((e) => e.name)).toContain(name);
    const signed = await avatars().createSignedUrl(path, 60);
    expect(signed.data!.signedUrl).not.toContain('%25');
    expect(await (await fetch(signed.data!.signedUrl)).text()).toBe(name);
    const removed = await avatars().remove([path]);
    expect(removed.data?.map((r) => r.name)).toEqual([path]);
    expect((await avatars().download(path)).error?.statusCode).toBe('404');
  }
});

test('80. list returns direct children with metadata and folders (id null), honouring search/limit/offset/sortBy', async () => {
  const base = `${u.id}/listing`;
  for (const [name, body] of [
    ['b.txt', 'bb'],
    ['a.txt', 'a'],
    ['Ab2.txt', 'ab2'],
    ['sub/c.txt', 'c'],
    ['sub/deeper/d.txt', 'd'],
  ] as const) {
    expect((await avatars().upload(`${base}/${name}`, Buffer.from(body))).error).toBeNull();
  }
  const { data, error } = await avatars().list(base);
  expect(error).toBeNull();
  expect(data!.map((e) => e.name)).toEqual(['Ab2.txt', 'a.txt', 'b.txt', 'sub']);
  const folder = data!.find((e) => e.name === 'sub')!;
  expect(folder).toMatchObject({ id: null, metadata: null, created_at: null });
  const file = data!.find((e) => e.name === 'b.txt')!;
  expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(file.metadata).toMatchObject({ size: 2, mimetype: 'text/plain;charset=UTF-8' });

  const searched = await avatars().list(base, { search: 'a' });
  expect(searched.data!.map((e) => e.name)).toEqual(['Ab2.txt', 'a.txt']);
  const page = await avatars().list(base, { limit: 2, offset: 1 });
  expect(page.data!.map((e) => e.name)).toEqual(['a.txt', 'b.txt']);
  const desc = await avatars().list(base, { sortBy: { column: 'name', order: 'desc' } });
  expect(desc.data!.map((e) => e.name)).toEqual(['sub', 'b.txt', 'a.txt', 'Ab2.txt']);
  const nested = await avatars().list(`${base}/sub/`);
  expect(nested.data!.map((e) => [e.name, e.id === null])).toEqual([
    ['c.txt', false],
    ['deeper', true],
  ]);
  // The root of the bucket shows the user's folder as a folder.
  const root = await avatars().list();
  expect(root.data!.find((e) => e.name === u.id)).toMatchObject({ id: null });
});

test('81. remove returns only the objects it deleted', async () => {
  await avatars().upload(`${u.id}/gone.txt`, Buffer.from('bye'));
  const { data, error } = await avatars().remove([`${u.id}/gone.txt`, 'missing.txt']);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
  expect(data![0]).toMatchObject({ name: `${u.id}/gone.txt`, bucket_id: 'avatars', owner: u.id });
  expect(await objectRow(s, 'avatars', `${u.id}/gone.txt`)).toBeUndefined();
  expect((await avatars().exists(`${u.id}/gone.txt`)).data).toBe(false);

  // The single-object route (not used by storage-js, part of the Storage API).
  await avatars().upload(`${u.id}/single.txt`, Buffer.from('1'));
  const headers = { apikey: s.keys.anon, authorization: `Bearer ${u.token}` };
  const one = await fetch(`${s.url}/storage/v1/object/avatars/${u.id}/single.txt`, { method: 'DELETE', headers });
  expect(await one.json()).toEqual({ message: 'Successfully deleted' });
  const again = await fetch(`${s.url}/storage/v1/object/avatars/${u.id}/single.txt`, { method: 'DELETE', headers });
  expect([again.status, ((await again.json()) as { statusCode: string }).statusCode]).toEqual([400, '404']);
});

test('82. move relocates, copy duplicates and returns a path that includes the bucket', async () => {
  await avatars().upload(`${u.id}/orig.txt`, Buffer.from('payload'));
  const copied = await avatars().copy(`${u.id}/orig.txt`, `${u.id}/copies/dup.txt`);
  expect(copied.error).toBeNull();
  expect(copied.data).toEqual({ path: `avatars/${u.id}/copies/dup.txt` });
  expect(await (await avatars().download(`${u.id}/copies/dup.txt`)).data!.text()).toBe('payload');
  expect(await (await avatars().download(`${u.id}/orig.txt`)).data!.text()).toBe('payload');

  const orig = await objectRow(s, 'avatars', `${u.id}/orig.txt`);
  const moved = await avatars().move(`${u.id}/orig.txt`, `${u.id}/moved/here.txt`);
  expect(moved.error).toBeNull();
  expect(moved.data).toEqual({ message: 'Successfully moved' });
  expect((await avatars().download(`${u.id}/orig.txt`)).error?.statusCode).toBe('404');
  expect(await (await avatars().download(`${u.id}/moved/here.txt`)).data!.text()).toBe('payload');
  expect((await objectRow(s, 'avatars', `${u.id}/moved/here.txt`))?.id).toBe(orig!.id);

  // Moving onto an existing object is a conflict; moving a missing one is "not found".
  const clash = await avatars().move(`${u.id}/moved/here.txt`, `${u.id}/copies/dup.txt`);
  expect(clash.error).toMatchObject({ statusCode: '409' });
  const missing = await avatars().move(`${u.id}/nothing.txt`, `${u.id}/x.txt`);
  expect(missing.error).toMatchObject({ statusCode: '404' });
  // Moving out of one's own folder is refused by the UPDATE policy's check.
  const escape = await avatars().move(`${u.id}/moved/here.txt`, `elsewhere/here.txt`);
  expect(escape.error).toMatchObject({ statusCode: '403' });
  expect(await (await avatars().download(`${u.id}/moved/here.txt`)).data!.text()).toBe('payload');

  // Across buckets with the service key.
  const across = await serviceClient(s).storage.from('avatars').copy(`${u.id}/moved/here.txt`, 'from-avatars.txt', { destinationBucket: 'documents' });
  expect(across.data).toEqual({ path: 'documents/from-avatars.txt' });
  expect(await (await serviceClient(s).storage.from('documents').download('from-avatars.txt')).data!.text()).toBe('payload');
});

test('83. exists() is true for an existing object and false for a missing one', async () => {
  await avatars().upload(`${u.id}/here.txt`, Buffer.from('x'));
  expect(await avatars().exists(`${u.id}/here.txt`)).toEqual({ data: true, error: null });
  const missing = await avatars().exists(`${u.id}/not-here.txt`);
  expect(missing.data).toBe(false);
});

test('downloads honour ?download (content-disposition), byte ranges and ETag revalidation', async () => {
  await avatars().upload(`${u.id}/range.txt`, Buffer.from('0123456789'));
  const url = `${s.url}/storage/v1/object/public/avatars/${u.id}/range.txt`;
  const attach = await fetch(`${url}?download=report%20final.txt`);
  expect(attach.headers.get('content-disposition')).toBe(
    "attachment; filename=report%20final.txt; filename*=UTF-8''report%20final.txt",
  );
  expect((await fetch(`${url}?download`)).headers.get('content-disposition')).toBe('attachment;');
  const part = await fetch(url, { headers: { Range: 'bytes=2-5' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
  expect(await part.text()).toBe('2345');
  const tail = await fetch(url, { headers: { Range: 'bytes=-3' } });
  expect(await tail.text()).toBe('789');
  expect((await fetch(url, { headers: { Range: 'bytes=50-60' } })).status).toBe(416);
  const full = await fetch(url);
  const etag = full.headers.get('etag')!;
  expect(full.headers.get('cache-control')).toBe('max-age=3600');
  expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  const head = await fetch(url, { method: 'HEAD' });
  expect([head.status, head.headers.get('content-length'), head.headers.get('etag')]).toEqual([200, '10', etag]);
});

test('raw uploads carry contentType, cacheControl and x-metadata; a JSON file is stored byte for byte', async () => {
  const json = '{"a": [1, 2],\n "b": null}';
  const { error } = await avatars().upload(`${u.id}/data.json`, Buffer.from(json), {
    contentType: 'application/json',
    cacheControl: '120',
    metadata: { source: 'test', n: 3 },
  });
  expect(error).toBeNull();
  const { data: info } = await avatars().info(`${u.id}/data.json`);
  expect(info).toMatchObject({ contentType: 'application/json', cacheControl: 'max-age=120', metadata: { source: 'test', n: 3 }, size: json.length });
  expect(await (await avatars().download(`${u.id}/data.json`)).data!.text()).toBe(json);
});

test('long keys within the limit and deep folders work end to end', async () => {
  const key = `${u.id}/${'a'.repeat(200)}/${'b'.repeat(200)}/${'c'.repeat(200)}.txt`;
  expect((await avatars().upload(key, Buffer.from('long'))).error).toBeNull();
  expect(await (await avatars().download(key)).data!.text()).toBe('long');
  expect((await avatars().list(`${u.id}/${'a'.repeat(200)}`)).data!.map((e) => e.name)).toEqual(['b'.repeat(200)]);
});

test('an object cannot share its name with a folder on disk: the second upload is a 409 and leaves no row', async () => {
  expect((await avatars().upload(`${u.id}/clash`, Buffer.from('file'))).error).toBeNull();
  const inner = await avatars().upload(`${u.id}/clash/inner.txt`, Buffer.from('x'));
  expect(inner.error).toMatchObject({ status: 400, statusCode: '409' });
  expect(await objectRow(s, 'avatars', `${u.id}/clash/inner.txt`)).toBeUndefined();
  expect(await (await avatars().download(`${u.id}/clash`)).data!.text()).toBe('file');
});
