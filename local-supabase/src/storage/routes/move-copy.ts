import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertMimeAllowed, assertSizeAllowed } from '../bucket-limits';
import { findBucket } from '../bucket-lookup';
import { objectNotFound } from '../errors';
import { validateBucketId, validateObjectKey, type ObjectRef } from '../object-key';
import { findObject, insertObject } from '../object-rows';
import { asCaller, callerOf, callerUid, type StorageContext } from '../storage-context';
import { jsonBody } from '../json-body';

/** Source and destination of a move/copy body `{bucketId, sourceKey, destinationKey, destinationBucket?}`. */
function endpointsOf(req: FastifyRequest): { from: ObjectRef; to: ObjectRef } {
  const body = jsonBody(req);
  const bucket = validateBucketId(body.bucketId);
  const destBucket = body.destinationBucket === undefined || body.destinationBucket === null ? bucket : validateBucketId(body.destinationBucket);
  return {
    from: { bucket, key: validateObjectKey(body.sourceKey) },
    to: { bucket: destBucket, key: validateObjectKey(body.destinationKey) },
  };
}

/**
 * `POST /object/move` (SELECT + UPDATE policies; the row keeps its id) and `POST /object/copy`
 * (SELECT on the source, INSERT on the destination; the caller owns the copy).
 */
export function registerMoveCopyRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.post('/object/move', async (req, reply) => {
    const { from, to } = endpointsOf(req);
    const caller = await callerOf(ctx, req);
    await findBucket(ctx.deps.db, from.bucket);
    await findBucket(ctx.deps.db, to.bucket);
    let undo: (() => Promise<void>) | undefined;
    try {
      await asCaller(ctx, req, caller, async (tx) => {
        const r = await tx.query(
          `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
            where bucket_id = $1 and name = $2 returning id`,
          [from.bucket, from.key, to.bucket, to.key],
        );
        if (r.rows.length === 0) throw objectNotFound();
        undo = await ctx.files.move(from, to);
      });
    } catch (err) {
      // Only set when COMMIT failed after the file moved: put it back where the row still points.
      if (undo) await undo().catch(() => undefined);
      throw err;
    }
    reply.send({ message: 'Successfully moved' });
  });

  app.post('/object/copy', async (req, reply) => {
    const { from, to } = endpointsOf(req);
    const caller = await callerOf(ctx, req);
    const upsert = String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
    await findBucket(ctx.deps.db, from.bucket);
    const dest = await findBucket(ctx.deps.db, to.bucket);
    let tmp: string | undefined;
    try {
      const id = await asCaller(ctx, req, caller, async (tx) => {
        const src = await findObject(tx, from.bucket, from.key);
        if (!src || !src.metadata) throw objectNotFound();
        assertSizeAllowed(src.metadata.size, dest.file_size_limit);
        assertMimeAllowed(src.metadata.mimetype, dest.allowed_mime_types);
        tmp = await ctx.files.copyToTemp(from.bucket, from.key);
        const newId = await insertObject(
          tx,
          {
            bucket: to.bucket,
            key: to.key,
            owner: callerUid(caller),
            metadata: { ...src.metadata, lastModified: new Date().toISOString() },
            userMetadata: src.user_metadata,
          },
          upsert,
        );
        await ctx.files.install(tmp, to.bucket, to.key);
        return newId;
      });
      reply.send({ Id: id, Key: `${to.bucket}/${to.key}` });
    } finally {
      if (tmp) await ctx.files.discard(tmp);
    }
  });
}
