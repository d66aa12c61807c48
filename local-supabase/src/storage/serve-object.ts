import type { FastifyReply, FastifyRequest } from 'fastify';
import { objectNotFound, StorageError } from './errors';
import { queryOf } from './object-key';
import type { ObjectRow } from './object-rows';
import type { StorageContext } from './storage-context';

/** `Content-Disposition` for `?download` (empty: attachment) and `?download=name`. */
function dispositionOf(url: string): string | undefined {
  const q = queryOf(url);
  if (!q.has('download')) return undefined;
  const name = q.get('download') ?? '';
  if (!name) return 'attachment;';
  const enc = encodeURIComponent(name);
  return `attachment; filename=${enc}; filename*=UTF-8''${enc}`;
}

/** One `bytes=` range (a-b, a-, -n) within `size`; undefined when absent; 416 when unsatisfiable. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined; // multi-range or junk: send everything
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) throw new StorageError('416', 'InvalidRange', 'The requested range is not satisfiable', 416);
  return { start, end };
}

/**
 * Sends an object's bytes with the headers Storage sets (type, length, cache-control, ETag,
 * Last-Modified), honouring `?download`, `If-None-Match` and single byte ranges. HEAD gets headers only.
 */
export async function sendObject(ctx: StorageContext, req: FastifyRequest, reply: FastifyReply, row: ObjectRow): Promise<FastifyReply> {
  const size = await ctx.files.sizeOf(row.bucket_id, row.name);
  if (size === undefined) throw objectNotFound();
  const meta = row.metadata;
  reply.header('content-type', meta?.mimetype ?? 'application/octet-stream');
  reply.header('cache-control', meta?.cacheControl ?? 'no-cache');
  if (meta?.eTag) reply.header('etag', meta.eTag);
  const modified = meta?.lastModified ?? row.updated_at;
  if (modified) reply.header('last-modified', new Date(modified).toUTCString());
  reply.header('accept-ranges', 'bytes');
  const disposition = dispositionOf(req.url);
  if (disposition) reply.header('content-disposition', disposition);

  if (meta?.eTag && req.headers['if-none-match'] === meta.eTag) {
    return reply.code(304).send();
  }
  const range = rangeOf(req.headers.range, size);
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  }
  const length = range ? range.end - range.start + 1 : size;
  reply.header('content-length', String(length));
  if (req.method === 'HEAD') return reply.send();
  // Returning the reply matters: an async handler resolving to undefined would end a streamed reply empty.
  return reply.send(ctx.files.read(row.bucket_id, row.name, range));
}
