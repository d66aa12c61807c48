import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { parseAllowedMimeTypes, parseFileSizeLimit } from '../bucket-limits';
import { bucketNotEmpty, bucketNotFound, invalidRequest } from '../errors';
import { decodePathPiece, queryOf, rawRemainder, validateBucketId } from '../object-key';
import { asCaller, callerOf, callerUid, type StorageContext } from '../storage-context';
import { jsonBody } from '../json-body';
import { isoTimestamp } from '../sql-timestamp';

const BUCKET = '/storage/v1/bucket/';
const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);
const BUCKET_COLUMNS = `id, name, owner, owner_id, public, type, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, ${isoTimestamp('created_at')} as created_at, ${isoTimestamp('updated_at')} as updated_at`;

function bucketIdOf(req: FastifyRequest, suffix = ''): string {
  let rest = rawRemainder(req.url, BUCKET);
  if (suffix) {
    if (!rest.endsWith(suffix)) throw invalidRequest('Unknown bucket operation');
    rest = rest.slice(0, -suffix.length);
  }
  return validateBucketId(decodePathPiece(rest));
}

async function visibleBucket(tx: Queryable, id: string): Promise<Record<string, unknown>> {
  const r = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!r.rows[0]) throw bucketNotFound();
  return r.rows[0];
}

function optionalBoolean(value: unknown, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalidRequest(`${name} must be a boolean`);
  return value;
}

/**
 * `/bucket` routes: list, get, create, update, empty, delete. They run as the caller, so policies on
 * storage.buckets decide (the service key bypasses them, as on Supabase).
 */
export function registerBucketRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.get('/bucket', async (req, reply) => {
    const q = queryOf(req.url);
    const limit = q.has('limit') ? Number(q.get('limit')) : null;
    const offset = q.has('offset') ? Number(q.get('offset')) : 0;
    if ((limit !== null && (!Number.isInteger(limit) || limit < 0)) || !Number.isInteger(offset) || offset < 0) {
      throw invalidRequest('limit and offset must be non-negative integers');
    }
    const column = q.get('sortColumn') ?? 'name';
    const order = (q.get('sortOrder') ?? 'asc').toLowerCase();
    if (!SORT_COLUMNS.has(column) || (order !== 'asc' && order !== 'desc')) throw invalidRequest('Invalid sort options');
    const search = q.get('search') ?? '';
    const caller = await callerOf(ctx, req);
    const rows = await asCaller(
      ctx,
      req,
      caller,
      async (tx) =>
        (
          await tx.query(
            `select ${BUCKET_COLUMNS} from storage.buckets
              where strpos(lower(name), lower($1)) > 0
              order by ${column} ${order} limit $2 offset $3`,
            [search, limit, offset],
          )
        ).rows,
      { readOnly: true },
    );
    reply.send(rows);
  });

  app.get('/bucket/*', async (req, reply) => {
    const id = bucketIdOf(req);
    const caller = await callerOf(ctx, req);
    reply.send(await asCaller(ctx, req, caller, (tx) => visibleBucket(tx, id), { readOnly: true }));
  });

  app.post('/bucket', async (req, reply) => {
    const body = jsonBody(req);
    const id = validateBucketId(body.id ?? body.name);
    const name = body.name === undefined ? id : validateBucketId(body.name);
    const isPublic = optionalBoolean(body.public, 'public') ?? false;
    const limit = parseFileSizeLimit(body.file_size_limit);
    const mimes = parseAllowedMimeTypes(body.allowed_mime_types);
    const type = body.type === undefined || body.type === null ? 'STANDARD' : String(body.type);
    if (type !== 'STANDARD') throw invalidRequest('Only STANDARD buckets are supported');
    const caller = await callerOf(ctx, req);
    const owner = callerUid(caller);
    await asCaller(ctx, req, caller, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type)
         values ($1, $2, $3::uuid, $3::text, $4, $5, $6::text[], $7)`,
        [id, name, owner, isPublic, limit, mimes, type],
      ),
    );
    reply.send({ name: id });
  });

  app.put('/bucket/*', async (req, reply) => {
    const id = bucketIdOf(req);
    const body = jsonBody(req);
    const sets: string[] = [];
    const params: unknown[] = [id];
    const isPublic = optionalBoolean(body.public, 'public');
    if (isPublic !== undefined) sets.push(`public = $${params.push(isPublic)}`);
    if ('file_size_limit' in body) sets.push(`file_size_limit = $${params.push(parseFileSizeLimit(body.file_size_limit))}`);
    if ('allowed_mime_types' in body) sets.push(`allowed_mime_types = $${params.push(parseAllowedMimeTypes(body.allowed_mime_types))}::text[]`);
    const caller = await callerOf(ctx, req);
    await asCaller(ctx, req, caller, async (tx) => {
      const r = await tx.query(`update storage.buckets set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning id`, params);
      if (r.rows.length === 0) throw bucketNotFound();
    });
    reply.send({ message: 'Successfully updated' });
  });

  app.post('/bucket/*', async (req, reply) => {
    const id = bucketIdOf(req, '/empty');
    const caller = await callerOf(ctx, req);
    const removed = await asCaller(ctx, req, caller, async (tx) => {
      await visibleBucket(tx, id);
      return (await tx.query<{ name: string }>(`delete from storage.objects where bucket_id = $1 returning name`, [id])).rows;
    });
    for (const { name } of removed) await ctx.files.remove(id, name);
    reply.send({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/*', async (req, reply) => {
    const id = bucketIdOf(req);
    const caller = await callerOf(ctx, req);
    await asCaller(ctx, req, caller, async (tx) => {
      await visibleBucket(tx, id);
      // Emptiness is about all objects, including those the caller cannot see.
      const n = await tx.query<{ any: boolean }>(`select storage.bucket_has_objects($1) as any`, [id]);
      if (n.rows[0]?.any) throw bucketNotEmpty();
      const r = await tx.query(`delete from storage.buckets where id = $1 returning id`, [id]);
      if (r.rows.length === 0) throw bucketNotFound();
    });
    await ctx.files.removeBucket(id);
    reply.send({ message: 'Successfully deleted' });
  });
}
