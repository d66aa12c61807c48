import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from './config';
import { bootstrapSupabaseEnvironment } from './db/bootstrap';
import { applyMigrations } from './db/migrate';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { registerClientIp } from './http/client-ip';
import { DEFAULT_BODY_LIMIT, registerBodyLimits } from './http/body-limits';
import { registerFunctions, type FunctionsService } from './functions';
import { registerCors } from './http/cors';
import { registerGateway } from './http/gateway';
import { makeApiKeys, type ApiKeys } from './keys';
import { registerAuth } from './auth';
import { createMailer } from './mail/create-mailer';
import { registerMail } from './mail';
import { registerRealtime } from './realtime';
import { registerRest } from './rest';
import { startCronRunner, type CronRunner } from './cron/runner';
import type { ServiceDeps } from './service';
import { registerStorage } from './storage';

export interface LocalSupabase {
  config: Config;
  db: Database;
  keys: ApiKeys;
  app: FastifyInstance;
  /** Edge Functions on Deno (/functions/v1). */
  functions: FunctionsService;
  /** Base URL clients pass to createClient(). */
  url: string;
  stop(): Promise<void>;
}

/**
 * Opens the database, prepares Supabase's environment, applies migrations, mounts every service
 * and listens. `overrides` lets tests run many servers (port 0, in-memory PGlite, own migrations).
 */
export async function startLocalSupabase(
  overrides: Partial<Config> & { inMemory?: boolean; logger?: Logger } = {},
): Promise<LocalSupabase> {
  const { inMemory, logger, ...rest } = overrides;
  const config = loadConfig(process.env, rest);
  const log = logger ?? pino({ level: config.logLevel, base: { service: 'local-supabase' } });
  const db = inMemory && !config.databaseUrl ? await (await import('./db/pglite-worker')).openPgliteWorker(undefined) : await openDatabase(config);
  await bootstrapSupabaseEnvironment(db);
  const applied = await applyMigrations(db, config.migrationsDir);
  if (applied.length) log.info({ applied: applied.map((m) => m.version) }, 'migrations applied');
  const keys = await makeApiKeys(config.jwtSecret);

  const app: FastifyInstance = Fastify({
    // pino's Logger is a superset of Fastify's logger type; the cast keeps the app's default generic types.
    loggerInstance: log as unknown as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    // Without request logging, a per-request child logger (only a request id binding) is pino work for nothing.
    ...(config.logLevel === 'debug' ? {} : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    // Per service, see http/body-limits.ts; this covers anything routed without one.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Our errors never carry stacks to clients; each service shapes its own error bodies.
    return503OnClosing: true,
    // Close keep-alive sockets on stop instead of waiting out their idle timeout.
    forceCloseConnections: true,
  });
  registerBodyLimits(app);
  registerCors(app);
  registerGateway(app, keys);
  registerClientIp(app);
  const deps: ServiceDeps = { config, db, keys, log, mailer: createMailer(config, log) };
  await app.register(async (scope) => registerRest(scope, deps));
  await app.register(async (scope) => registerAuth(scope, deps));
  await app.register(async (scope) => registerStorage(scope, deps));
  await app.register(async (scope) => registerMail(scope, deps));
  const functions = registerFunctions(app, deps);
  await registerRealtime(app, deps);
  app.setErrorHandler((error, _req, reply) => {
    // Last resort: a JSON error without a stack trace.
    const err = error as FastifyError;
    log.error({ err }, 'unhandled error');
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    reply.code(status).send({
      code: err.code ?? 'internal_error',
      message: status === 500 ? 'Internal server error' : err.message,
      details: null,
      hint: null,
    });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ message: `Route ${req.method}:${req.url.split('?')[0]} not found`, error: 'Not Found', statusCode: 404 });
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  if (config.port !== 0) config.publicUrl = process.env.PUBLIC_URL ?? url;
  else config.publicUrl = url;
  functions.listening(url);

  if (!inMemory) {
    writeFileSync(
      path.join(config.dataDir, 'keys.json'),
      JSON.stringify({ url, anonKey: keys.anon, serviceRoleKey: keys.serviceRole }, null, 2) + '\n',
      { mode: 0o600 },
    );
  }
  // keys.json is written before anything else is awaited: launchers read it as soon as the server answers.
  // Hosted's documented way for a job to call an Edge Function reads the project's URL and service key from Vault
  // (`project_url`, `service_role_key`): local-supabase, being the platform, keeps both current in its Vault stand-in.
  await db.query(
    `insert into vault.secrets (name, secret, description) values ('project_url', $1, 'This local-supabase (set at start)'),
       ('service_role_key', $2, 'This local-supabase''s service_role key (set at start)')
     on conflict (name) do update set secret = excluded.secret, updated_at = now() where vault.secrets.secret <> excluded.secret`,
    [url, keys.serviceRole],
  );
  // pg_cron's worker: jobs start once the server answers, as a job may call this server (pg_net, net.http_post).
  const cron: CronRunner | undefined = config.cron ? startCronRunner(db, log) : undefined;
  return {
    config,
    db,
    keys,
    app,
    functions,
    url,
    async stop() {
      await cron?.stop();
      await app.close();
      await functions.stop();
      await db.close();
    },
  };
}
