import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';
import { isoTimestamp } from './sql-timestamp';

/** `storage.objects.metadata` as Supabase Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** A row of storage.objects with timestamps rendered as ISO strings. */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
}

/** Metadata for freshly stored bytes. */
export function metadataFor(bytes: Uint8Array, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.byteLength,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.byteLength,
    httpStatusCode: 200,
  };
}

/** Column list returning timestamps the way Storage's JSON shows them. */
export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
  ${isoTimestamp('created_at')} as created_at, ${isoTimestamp('updated_at')} as updated_at, ${isoTimestamp('last_accessed_at')} as last_accessed_at`;

/** Reads one object row (as whoever `q` runs as: RLS applies to callers, not to the server). */
export async function findObject(q: Queryable, bucket: string, key: string): Promise<ObjectRow | undefined> {
  const r = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  return r.rows[0];
}

/** What an upload or copy writes into storage.objects. */
export interface NewObject {
  bucket: string;
  key: string;
  owner: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Inserts the object row. A plain insert has no RETURNING, so only INSERT policies are needed (a
 * RETURNING clause would also demand a SELECT policy). With `upsert` an existing row is replaced
 * (ON CONFLICT DO UPDATE: INSERT, SELECT and UPDATE policies all have their say, as on Supabase).
 * Returns the row id.
 */
export async function insertObject(q: Queryable, o: NewObject, upsert: boolean): Promise<string> {
  const params = [o.bucket, o.key, o.owner, JSON.stringify(o.metadata), o.userMetadata ? JSON.stringify(o.userMetadata) : null, randomUUID()];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($7, $1, $2, $3::uuid, $3::text, $4::jsonb, $5::jsonb, $6)`;
  if (!upsert) {
    const id = randomUUID();
    await q.query(insert, [...params, id]);
    return id;
  }
  const r = await q.query<{ id: string }>(
    `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
       updated_at = now(), last_accessed_at = now()
     returning id`,
    [...params, randomUUID()],
  );
  return r.rows[0]!.id;
}

/** Replaces an existing object's content (SELECT + UPDATE policies); undefined when there is none visible. */
export async function updateObject(q: Queryable, o: NewObject): Promise<string | undefined> {
  const r = await q.query<{ id: string }>(
    `update storage.objects set owner = $3::uuid, owner_id = $3::text, metadata = $4::jsonb,
            user_metadata = $5::jsonb, version = $6, updated_at = now(), last_accessed_at = now()
      where bucket_id = $1 and name = $2 returning id`,
    [o.bucket, o.key, o.owner, JSON.stringify(o.metadata), o.userMetadata ? JSON.stringify(o.userMetadata) : null, randomUUID()],
  );
  return r.rows[0]?.id;
}
