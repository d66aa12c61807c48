import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findBucket } from '../bucket-lookup';
import { invalidRequest, objectNotFound } from '../errors';
import { decodePathPiece, parseObjectRef, rawRemainder, validateBucketId, type ObjectRef } from '../object-key';
import { OBJECT_COLUMNS, type ObjectRow } from '../object-rows';
import { readableObject } from '../readable-object';
import { sendObject } from '../serve-object';
import { storeObject } from '../store-object';
import { asCaller, callerOf, callerUid, type StorageContext } from '../storage-context';
import { jsonBody } from '../json-body';
import { readUploadBody } from '../upload-body';

const OBJECT = '/storage/v1/object/';
const AUTHENTICATED = '/storage/v1/object/authenticated/';
/** storage-js sends at most this many names per remove() call; more is a client error. */
const MAX_REMOVE = 1000;

/**
 * `/object/{bucket}/{path}`: upload (POST, x-upsert), update (PUT), download (GET, also under
 * `/object/authenticated/`), exists (HEAD), delete one (`DELETE /object/{bucket}/{path}`) and
 * `DELETE /object/{bucket}` removing many objects.
 */
export function registerObjectRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.post('/object/*', async (req, reply) => {
    const ref = parseObjectRef(rawRemainder(req.url, OBJECT));
    const caller = await callerOf(ctx, req);
    const body = await readUploadBody(req);
    const upsert = String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
    const id = await storeObject(ctx, req, caller, ref, body, upsert ? 'upsert' : 'create', callerUid(caller));
    reply.send({ Id: id, Key: `${ref.bucket}/${ref.key}` });
  });

  app.put('/object/*', async (req, reply) => {
    const ref = parseObjectRef(rawRemainder(req.url, OBJECT));
    const caller = await callerOf(ctx, req);
    const body = await readUploadBody(req);
    const id = await storeObject(ctx, req, caller, ref, body, 'update', callerUid(caller));
    reply.send({ Id: id, Key: `${ref.bucket}/${ref.key}` });
  });

  for (const prefix of [OBJECT, AUTHENTICATED]) {
    const route = prefix.replace('/storage/v1', '') + '*';
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const ref = parseObjectRef(rawRemainder(req.url, prefix));
      const caller = await callerOf(ctx, req);
      return sendObject(ctx, req, reply, await readableObject(ctx, req, caller, ref));
    };
    app.get(route, { exposeHeadRoute: false }, handler);
    app.head(route, handler);
  }

  /** `DELETE /object/{bucket}/{path}`: one object (SELECT + DELETE policies), 404 when not visible. */
  const removeOne = async (req: FastifyRequest, reply: FastifyReply, ref: ObjectRef) => {
    await findBucket(ctx.deps.db, ref.bucket);
    const caller = await callerOf(ctx, req);
    const gone = await asCaller(ctx, req, caller, async (tx) =>
      (await tx.query(`delete from storage.objects where bucket_id = $1 and name = $2 returning id`, [ref.bucket, ref.key])).rows.length,
    );
    if (!gone) throw objectNotFound();
    await ctx.files.remove(ref.bucket, ref.key);
    return reply.send({ message: 'Successfully deleted' });
  };

  app.delete('/object/*', async (req, reply) => {
    const rest = rawRemainder(req.url, OBJECT);
    if (rest.includes('/')) return removeOne(req, reply, parseObjectRef(rest));
    const bucket = validateBucketId(decodePathPiece(rest));
    const { prefixes } = jsonBody(req);
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string') || prefixes.length > MAX_REMOVE) {
      throw invalidRequest(`prefixes must be an array of at most ${MAX_REMOVE} object names`);
    }
    await findBucket(ctx.deps.db, bucket);
    const caller = await callerOf(ctx, req);
    const deleted = await asCaller(ctx, req, caller, async (tx) => {
      const r = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucket, prefixes],
      );
      return r.rows;
    });
    // Rows are gone for good once committed; the files follow.
    for (const row of deleted) await ctx.files.remove(bucket, row.name);
    reply.send(deleted);
  });
}
