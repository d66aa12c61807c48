import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { resolveCaller, runAsCaller, type Caller } from '../http/request-context';
import type { ServiceDeps } from '../service';
import type { FileStore } from './file-store';

/** What every storage route is given. */
export interface StorageContext {
  deps: ServiceDeps;
  files: FileStore;
}

/** The caller of a storage request (a bad or expired token surfaces as Storage's InvalidJWT). */
export function callerOf(ctx: StorageContext, req: FastifyRequest): Promise<Caller> {
  return resolveCaller(req, ctx.deps.config.jwtSecret);
}

/** The caller's user id (`sub`), or null for the anon and service keys. */
export function callerUid(caller: Caller): string | null {
  const sub = caller.claims.sub;
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
}

/**
 * Runs `fn` in one transaction as the caller's database role with their claims set, so RLS policies
 * on storage.buckets/storage.objects decide exactly as on Supabase.
 */
export function asCaller<T>(
  ctx: StorageContext,
  req: FastifyRequest,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  const path = (req.url.split('?')[0] ?? '').replace(/^\/storage\/v1/, '');
  return runAsCaller(
    ctx.deps.db,
    caller,
    { method: req.method, path, headers: req.headers as Record<string, unknown>, schema: 'storage' },
    fn,
    options,
  );
}
