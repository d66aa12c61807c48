import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { ServiceDeps } from '../service';
import { clientAddress } from '../http/client-ip';
import { checkFunctions } from './check';
import { denoBinary } from './deno-binary';
import { FUNCTION_ERRORS, sendFunctionError } from './errors';
import { FunctionHost } from './function-host';
import { proxyRequest } from './proxy';
import { refuseWithoutJwt } from './verify-jwt';
import { watchFunctions } from './watch';

/** The methods hosted Edge Functions accept (docs: status codes, 405). */
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ROUTE = /^\/functions\/v1\/([^/?#]+)([^?#]*)(\?[^#]*)?$/;

/**
 * Where Deno keeps the npm packages functions import: inside the project (node_modules/.cache, like other tools'
 * caches), so it needs no global folder, survives restarts and works offline after the first download.
 */
const DEFAULT_DENO_DIR = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'deno');

export interface FunctionsService {
  /** Starts serving once the server's URL is known: the functions' SUPABASE_URL; checks every function. */
  listening(url: string): void;
  host?: FunctionHost;
  /** The start-time check's failures by function name, once it ran (see check.ts). */
  checked?: Promise<Map<string, string>>;
  stop(): Promise<void>;
}

/**
 * Edge Functions at /functions/v1/<name>[/...] (see README "Edge Functions"): the verify_jwt check, then the
 * request streamed to the function's own Deno process. The answer is the function's, CORS included: like hosted's
 * gateway, this path adds no CORS headers and answers no preflight itself (the function answers OPTIONS).
 */
export function registerFunctions(app: FastifyInstance, deps: ServiceDeps): FunctionsService {
  const { config, keys, log } = deps;
  const functionsDir = config.functionsDir ? path.resolve(config.functionsDir) : undefined;
  const denoDir = process.env.DENO_DIR || DEFAULT_DENO_DIR;
  let url = config.publicUrl;
  const host = functionsDir
    ? new FunctionHost({
        functionsDir,
        envFile: config.functionsEnvFile,
        deno: denoBinary(),
        denoDir,
        log,
        limits: config.functionLimits,
        platformEnv: () => ({
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: keys.anon,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRole,
          SUPABASE_DB_URL: config.databaseUrl ?? '',
        }),
      })
    : undefined;
  let unwatch: (() => void) | undefined;

  async function handle(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const res = reply.raw;
    const m = ROUTE.exec(req.url);
    const spec = m ? host?.spec(m[1]!) : undefined;
    if (!m || !spec) return sendFunctionError(res, FUNCTION_ERRORS.notFound);
    if (!METHODS.has(req.method)) return sendFunctionError(res, FUNCTION_ERRORS.methodNotAllowed);
    // Preflights carry no credentials: they reach the function, which answers CORS (hosted's verify_jwt skips them).
    if (spec.verifyJwt && req.method !== 'OPTIONS') {
      const refusal = await refuseWithoutJwt(req, config.jwtSecret);
      if (refusal) return sendFunctionError(res, refusal);
    }
    let proc;
    try {
      proc = await host!.process(spec.name);
    } catch {
      return sendFunctionError(res, FUNCTION_ERRORS.bootError);
    }
    const ticket = proc.begin();
    try {
      await proxyRequest(req.raw, res, proc, `/${m[1]}${m[2]}${m[3] ?? ''}`, clientAddress(req.socket.remoteAddress));
    } finally {
      proc.end(ticket);
    }
  }

  app.register(async (scope) => {
    // Before any body parsing: the body is streamed to the function as it arrives, whatever its type or size.
    scope.addHook('onRequest', (req, reply, _done) => {
      reply.hijack();
      handle(req, reply).catch((err) => {
        log.error({ err }, 'functions gateway error');
        sendFunctionError(reply.raw, FUNCTION_ERRORS.workerError);
      });
    });
    const unreachable = async () => undefined;
    scope.all('/functions/v1', unreachable);
    scope.all('/functions/v1/*', unreachable);
  });

  const service: FunctionsService = {
    host,
    listening(serverUrl: string) {
      url = serverUrl;
      if (!host || !functionsDir) return;
      unwatch = watchFunctions(functionsDir, (changed) => host.reload(changed));
      // In the background: the server answers meanwhile. Reports syntax and import errors with file and line now,
      // and downloads the functions' npm packages so that their first request does not wait for them.
      service.checked = checkFunctions(host, log);
    },
    async stop() {
      unwatch?.();
      await host?.stop();
    },
  };
  return service;
}
