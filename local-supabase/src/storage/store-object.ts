import type { FastifyRequest } from 'fastify';
import type { Caller } from '../http/request-context';
import { assertMimeAllowed, assertSizeAllowed } from './bucket-limits';
import { findBucket } from './bucket-lookup';
import { objectNotFound } from './errors';
import type { ObjectRef } from './object-key';
import { insertObject, metadataFor, updateObject } from './object-rows';
import { asCaller, type StorageContext } from './storage-context';
import type { UploadBody } from './upload-body';

/** create: fail if it exists; upsert: create or replace; update: replace an existing object only. */
export type UploadMode = 'create' | 'upsert' | 'update';

/**
 * Stores an upload: bucket limits first, then the bytes to a temporary file, then, in ONE
 * transaction as the caller, the storage.objects row (RLS decides) and the file moved into place.
 * A refusal leaves nothing behind. Returns the object's id.
 */
export async function storeObject(
  ctx: StorageContext,
  req: FastifyRequest,
  caller: Caller,
  ref: ObjectRef,
  body: UploadBody,
  mode: UploadMode,
  owner: string | null,
): Promise<string> {
  const bucket = await findBucket(ctx.deps.db, ref.bucket);
  assertSizeAllowed(body.bytes.byteLength, bucket.file_size_limit);
  assertMimeAllowed(body.mimetype, bucket.allowed_mime_types);
  const tmp = await ctx.files.writeTemp(body.bytes);
  let installed = false;
  try {
    return await asCaller(ctx, req, caller, async (tx) => {
      const row = {
        bucket: ref.bucket,
        key: ref.key,
        owner,
        metadata: metadataFor(body.bytes, body.mimetype, body.cacheControl),
        userMetadata: body.userMetadata,
      };
      const id = mode === 'update' ? await updateObject(tx, row) : await insertObject(tx, row, mode === 'upsert');
      if (!id) throw objectNotFound();
      await ctx.files.install(tmp, ref.bucket, ref.key);
      installed = true;
      return id;
    });
  } catch (err) {
    // Only reachable with `installed` when COMMIT itself failed: a brand-new file has no row, drop it.
    if (installed && mode === 'create') await ctx.files.remove(ref.bucket, ref.key);
    throw err;
  } finally {
    await ctx.files.discard(tmp);
  }
}
