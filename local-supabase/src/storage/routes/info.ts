import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseObjectRef, rawRemainder } from '../object-key';
import type { ObjectRow } from '../object-rows';
import { publicObject, readableObject } from '../readable-object';
import { callerOf, type StorageContext } from '../storage-context';

/** The object-info shape Storage answers (storage-js camel-cases the keys). */
function infoOf(row: ObjectRow) {
  const m = row.metadata;
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: m?.size ?? null,
    content_type: m?.mimetype ?? null,
    cache_control: m?.cacheControl ?? null,
    etag: m?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: m?.lastModified ?? row.updated_at,
    created_at: row.created_at,
  };
}

/** `GET /object/info/{bucket}/{path}` (also `/info/authenticated/` and `/info/public/`). */
export function registerInfoRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const authenticated = (prefix: string) => async (req: FastifyRequest, reply: FastifyReply) => {
    const ref = parseObjectRef(rawRemainder(req.url, prefix));
    const caller = await callerOf(ctx, req);
    reply.send(infoOf(await readableObject(ctx, req, caller, ref)));
  };
  app.get('/object/info/*', authenticated('/storage/v1/object/info/'));
  app.get('/object/info/authenticated/*', authenticated('/storage/v1/object/info/authenticated/'));
  app.get('/object/info/public/*', async (req, reply) => {
    const ref = parseObjectRef(rawRemainder(req.url, '/storage/v1/object/info/public/'));
    reply.send(infoOf(await publicObject(ctx, ref)));
  });
}
