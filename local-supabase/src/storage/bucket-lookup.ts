import type { Queryable } from '../db/types';
import { bucketNotFound } from './errors';

/** The bucket settings object operations need. */
export interface BucketSettings {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/**
 * Reads a bucket with the server's own privileges. Object operations need the bucket's settings
 * even when the caller has no policy on storage.buckets (Supabase Storage does the same); access
 * to the objects themselves is still decided by RLS on storage.objects.
 */
export async function findBucket(db: Queryable, id: string): Promise<BucketSettings> {
  const r = await db.query<BucketSettings>(
    `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
       from storage.buckets where id = $1`,
    [id],
  );
  const bucket = r.rows[0];
  if (!bucket) throw bucketNotFound();
  return bucket;
}
