import type { FastifyRequest } from 'fastify';
import type { Caller } from '../http/request-context';
import { findBucket } from './bucket-lookup';
import { bucketNotFound, objectNotFound } from './errors';
import type { ObjectRef } from './object-key';
import { findObject, type ObjectRow } from './object-rows';
import { asCaller, type StorageContext } from './storage-context';

/**
 * The object a caller may read: in a public bucket anyone may (no policy involved, as on
 * Supabase); in a private one the row must be visible to the caller through SELECT policies.
 * Invisible and missing objects look the same: "Object not found".
 */
export async function readableObject(ctx: StorageContext, req: FastifyRequest, caller: Caller, ref: ObjectRef): Promise<ObjectRow> {
  const bucket = await findBucket(ctx.deps.db, ref.bucket);
  const row = bucket.public
    ? await findObject(ctx.deps.db, ref.bucket, ref.key)
    : await asCaller(ctx, req, caller, (tx) => findObject(tx, ref.bucket, ref.key), { readOnly: true });
  if (!row) throw objectNotFound();
  return row;
}

/** The object behind a public URL: only public buckets answer, private ones are "not found". */
export async function publicObject(ctx: StorageContext, ref: ObjectRef): Promise<ObjectRow> {
  const bucket = await findBucket(ctx.deps.db, ref.bucket);
  if (!bucket.public) throw bucketNotFound();
  const row = await findObject(ctx.deps.db, ref.bucket, ref.key);
  if (!row) throw objectNotFound();
  return row;
}
