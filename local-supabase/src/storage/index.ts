import type { FastifyInstance } from 'fastify';
import type { Service } from '../service';
import { toStorageError } from './errors';
import { FileStore } from './file-store';
import { registerBucketRoutes } from './routes/buckets';
import { registerInfoRoutes } from './routes/info';
import { registerListRoutes } from './routes/list';
import { registerMoveCopyRoutes } from './routes/move-copy';
import { registerObjectRoutes } from './routes/objects';
import { registerPublicRoutes } from './routes/public';
import { registerSignRoutes } from './routes/sign';
import { registerUploadSignRoutes } from './routes/upload-sign';
import type { StorageContext } from './storage-context';

export { FileStore } from './file-store';
export { parseFileSizeLimit } from './bucket-limits';

/**
 * The Storage service (`/storage/v1`, supabase-protocol.md §4): buckets and objects in
 * storage.buckets/storage.objects under the caller's RLS, bytes on disk under DATA_DIR/storage.
 */
export const registerStorage: Service = async (app, deps) => {
  const ctx: StorageContext = { deps, files: new FileStore(deps.config.dataDir) };
  await app.register(async (scope: FastifyInstance) => {
    // Uploads are raw bytes of any type (JSON files included), so every body arrives as a Buffer and
    // JSON routes parse it themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    // Stored files are whatever users uploaded: a browser must never sniff them (or an error) into HTML or script.
    scope.addHook('onSend', (_req, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      done(null, payload);
    });

    scope.setErrorHandler((err, req, reply) => {
      const e = toStorageError(err);
      if (e.httpStatus === 503) deps.log.warn({ err }, 'storage: database unavailable');
      else if (e.httpStatus >= 500) deps.log.error({ err }, 'storage request failed');
      reply.code(e.httpStatus).header('content-type', 'application/json; charset=utf-8');
      // HEAD answers carry no body; storage-js's exists() only looks at the status.
      if (req.method === 'HEAD') reply.send();
      else reply.send(e.body());
    });
    scope.setNotFoundHandler((req, reply) => {
      reply.code(404).send({ statusCode: '404', error: 'Not Found', message: `Route ${req.method}:${req.url.split('?')[0]} not found` });
    });

    registerBucketRoutes(scope, ctx);
    registerObjectRoutes(scope, ctx);
    registerPublicRoutes(scope, ctx);
    registerInfoRoutes(scope, ctx);
    registerSignRoutes(scope, ctx);
    registerUploadSignRoutes(scope, ctx);
    registerListRoutes(scope, ctx);
    registerMoveCopyRoutes(scope, ctx);
  }, { prefix: '/storage/v1' });
};
