import type { FastifyInstance } from 'fastify';
import { findBucket } from '../bucket-lookup';
import { invalidRequest } from '../errors';
import { decodePathPiece, rawRemainder, validateBucketId } from '../object-key';
import { asCaller, callerOf, type StorageContext } from '../storage-context';
import { jsonBody } from '../json-body';
import { isoTimestamp } from '../sql-timestamp';

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);
const MAX_LIMIT = 1000;

/** Options of `POST /object/list/{bucket}` after validation. */
interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  column: string;
  order: 'asc' | 'desc';
  search: string;
}

function intOf(value: unknown, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw invalidRequest(`${name} must be an integer between ${min} and ${max}`);
  return n;
}

function listOptions(body: Record<string, unknown>): ListOptions {
  const prefix = body.prefix ?? '';
  const search = body.search ?? '';
  if (typeof prefix !== 'string' || typeof search !== 'string') throw invalidRequest('prefix and search must be strings');
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  if (typeof sortBy !== 'object' || sortBy === null) throw invalidRequest('sortBy must be an object');
  const column = String(sortBy.column ?? 'name');
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (!SORT_COLUMNS.has(column)) throw invalidRequest(`sortBy.column must be one of ${[...SORT_COLUMNS].join(', ')}`);
  if (order !== 'asc' && order !== 'desc') throw invalidRequest('sortBy.order must be asc or desc');
  // A prefix is a folder: "u1", "u1/" and "/u1" all mean the children of u1.
  const folder = prefix.replace(/^\/+/, '').replace(/\/+$/, '');
  return {
    prefix: folder ? folder + '/' : '',
    limit: intOf(body.limit, 100, 1, MAX_LIMIT, 'limit'),
    offset: intOf(body.offset, 0, 0, Number.MAX_SAFE_INTEGER, 'offset'),
    column,
    order,
    search,
  };
}


/**
 * `POST /object/list/{bucket}` like Supabase's storage.search: the direct children of a folder
 * (objects visible to the caller through RLS, plus synthesized sub-folders with `id: null`),
 * filtered by a case-insensitive name prefix, sorted, then paginated.
 */
export function registerListRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.post('/object/list/*', async (req, reply) => {
    const bucket = validateBucketId(decodePathPiece(rawRemainder(req.url, '/storage/v1/object/list/')));
    const o = listOptions(jsonBody(req));
    const caller = await callerOf(ctx, req);
    await findBucket(ctx.deps.db, bucket);
    // Column and order come from the allow-lists above; everything else is a bound parameter.
    const orderBy = o.column === 'name' ? `name collate "C" ${o.order}` : `${o.column} ${o.order}, name collate "C" asc`;
    const rows = await asCaller(
      ctx,
      req,
      caller,
      async (tx) =>
        (
          await tx.query(
            `with objs as (
               select id, created_at, updated_at, last_accessed_at, metadata,
                      substr(name, char_length($2) + 1) as rest
                 from storage.objects
                where bucket_id = $1 and left(name, char_length($2)) = $2
             ), entries as (
               select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                      null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
                 from objs where position('/' in rest) > 0
                group by 1
               union all
               select rest, id, updated_at, created_at, last_accessed_at, metadata
                 from objs where position('/' in rest) = 0
             )
             select name, id, ${isoTimestamp('updated_at')} as updated_at, ${isoTimestamp('created_at')} as created_at,
                    ${isoTimestamp('last_accessed_at')} as last_accessed_at, metadata
               from entries
              where left(lower(name), char_length($3)) = lower($3)
              order by ${orderBy}
              limit $4 offset $5`,
            [bucket, o.prefix, o.search, o.limit, o.offset],
          )
        ).rows,
      { readOnly: true },
    );
    reply.send(rows);
  });
}
