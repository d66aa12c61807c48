/**
 * Request body limits per service, applied to every route as it is added. Fastify refuses a body over its route's
 * limit before buffering it: at once when Content-Length says so, otherwise as soon as the bytes received pass it;
 * each service answers that 413 in its own error shape.
 *
 * The figures follow hosted Supabase:
 * - Storage: 50 MiB, the global upload limit of Storage (its FILE_SIZE_LIMIT default and the Free plan's maximum;
 *   buckets may set less), plus room for the multipart envelope around the file.
 * - REST, Auth and the rest: 1 MiB. PostgREST and GoTrue set no limit of their own and hosted publishes none for the
 *   API gateway; 1 MiB (Fastify's own default) is far above anything the product sends (the largest are free-text
 *   fields of a few KB) and keeps one request from occupying the database with megabytes of JSON.
 */
import type { FastifyInstance } from 'fastify';

export const STORAGE_UPLOAD_LIMIT = 50 * 1024 * 1024;
const MULTIPART_ENVELOPE = 64 * 1024;
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The body limit of a route, by the service its URL belongs to. */
export function bodyLimitFor(url: string): number {
  return url.startsWith('/storage/') ? STORAGE_UPLOAD_LIMIT + MULTIPART_ENVELOPE : DEFAULT_BODY_LIMIT;
}

/** Must be registered before the services add their routes (onRoute sees only routes added after it). */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitFor(route.url ?? route.path);
  });
}
