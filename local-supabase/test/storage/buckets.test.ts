import { existsSync } from 'node:fs';
import path from 'node:path';
import { anonClient, createUser, serviceClient, startTestServer, stopServer, type TestServer } from './helpers';

// Checklist §7.4 items about buckets: creation with limits, and the bucket management calls.

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await stopServer(s);
});

test("84. createBucket('b2', {public, allowedMimeTypes, fileSizeLimit:'1KB'}) returns {name} and uploads violating type or size fail with 415/413", async () => {
  const admin = serviceClient(s).storage;
  const { data, error } = await admin.createBucket('b2', { public: true, allowedMimeTypes: ['image/png'], fileSizeLimit: '1KB' });
  expect(error).toBeNull();
  expect(data).toEqual({ name: 'b2' });
  const bucket = await admin.getBucket('b2');
  expect(bucket.data).toMatchObject({ id: 'b2', public: true, allowed_mime_types: ['image/png'], file_size_limit: 1024 });

  const text = await admin.from('b2').upload('note.txt', Buffer.from('hi'), { contentType: 'text/plain' });
  expect(text.error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' });
  const big = await admin.from('b2').upload('big.png', new Blob([new Uint8Array(1025)], { type: 'image/png' }));
  expect(big.error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
  const fits = await admin.from('b2').upload('fits.png', new Blob([new Uint8Array(1024)], { type: 'image/png' }));
  expect(fits.error).toBeNull();
  // Refused uploads leave no file behind.
  expect(existsSync(path.join(s.config.dataDir, 'storage', 'b2', 'big.png'))).toBe(false);
  expect(existsSync(path.join(s.config.dataDir, 'storage', 'b2', 'fits.png'))).toBe(true);

  // Wildcard types, as in the photos fixture bucket (image/*, 1024 bytes).
  const user = await createUser(s);
  const photo = await user.client.storage.from('photos').upload('a.jpg', new Blob([new Uint8Array(10)], { type: 'image/jpeg' }));
  expect(photo.error).toBeNull();
  const pdf = await user.client.storage.from('photos').upload('a.pdf', new Blob([new Uint8Array(10)], { type: 'application/pdf' }));
  expect(pdf.error).toMatchObject({ statusCode: '415' });

  const dup = await admin.createBucket('b2');
  expect(dup.error).toMatchObject({ status: 400, statusCode: '409' });
  const badLimit = await admin.createBucket('b3', { public: false, fileSizeLimit: 'lots' });
  expect(badLimit.error).toMatchObject({ status: 400, statusCode: '400' });
  // Without a policy on storage.buckets, users cannot create buckets.
  const byUser = await user.client.storage.createBucket('mine');
  expect(byUser.error).toMatchObject({ status: 400, statusCode: '403' });
});

test('85. getBucket, listBuckets, updateBucket, emptyBucket and deleteBucket return the documented shapes; deleting a non-empty bucket is 409', async () => {
  const admin = serviceClient(s).storage;
  await admin.createBucket('b85', { public: false });
  const got = await admin.getBucket('b85');
  expect(got.error).toBeNull();
  expect(got.data).toEqual({
    id: 'b85',
    name: 'b85',
    owner: null,
    owner_id: null,
    public: false,
    type: 'STANDARD',
    file_size_limit: null,
    allowed_mime_types: null,
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    updated_at: expect.stringMatching(/Z$/),
  });

  const all = await admin.listBuckets();
  expect(all.data!.map((b) => b.id)).toEqual(expect.arrayContaining(['avatars', 'documents', 'photos', 'b85']));
  const searched = await admin.listBuckets({ search: 'b8' });
  expect(searched.data!.map((b) => b.id)).toEqual(['b85']);
  const paged = await admin.listBuckets({ limit: 1, offset: 0, sortColumn: 'name', sortOrder: 'asc' });
  expect(paged.data).toHaveLength(1);
  // Anonymous callers see no buckets without a policy on storage.buckets.
  expect((await anonClient(s).storage.listBuckets()).data).toEqual([]);
  expect((await anonClient(s).storage.getBucket('b85')).error).toMatchObject({ statusCode: '404' });

  const updated = await admin.updateBucket('b85', { public: true, fileSizeLimit: '5MB', allowedMimeTypes: ['text/*'] });
  expect(updated.data).toEqual({ message: 'Successfully updated' });
  expect((await admin.getBucket('b85')).data).toMatchObject({ public: true, file_size_limit: 5 * 1024 * 1024, allowed_mime_types: ['text/*'] });

  await admin.from('b85').upload('x/one.txt', Buffer.from('1'));
  await admin.from('b85').upload('two.txt', Buffer.from('2'));
  const blocked = await admin.deleteBucket('b85');
  expect(blocked.error).toMatchObject({ status: 400, statusCode: '409', message: 'The bucket you tried to delete is not empty' });

  const emptied = await admin.emptyBucket('b85');
  expect(emptied.data).toEqual({ message: 'Successfully emptied' });
  expect((await admin.from('b85').list()).data).toEqual([]);
  expect(existsSync(path.join(s.config.dataDir, 'storage', 'b85', 'two.txt'))).toBe(false);

  const deleted = await admin.deleteBucket('b85');
  expect(deleted.data).toEqual({ message: 'Successfully deleted' });
  expect((await admin.getBucket('b85')).error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  expect((await admin.deleteBucket('b85')).error).toMatchObject({ statusCode: '404' });
  expect((await admin.updateBucket('b85', { public: false })).error).toMatchObject({ statusCode: '404' });
});
