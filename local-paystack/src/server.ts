import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { loadConfig, type PaystackConfig } from './config';
import { Context } from './context';
import { PaystackError } from './errors';
import { apiRoutes } from './routes/api';
import { checkoutRoutes } from './checkout/routes';
import { scheduleRefund } from './refunds';
import { Store } from './store';
import { scheduleSettlement } from './transfers';
import { WebhookSender } from './webhooks';

export interface LocalPaystack {
  app: FastifyInstance;
  url: string;
  config: PaystackConfig;
  context: Context;
  stop(): Promise<void>;
}

function buildApp(ctx: Context): FastifyInstance {
  const app = Fastify({
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    bodyLimit: 256 * 1024,
    // References are up to 100 characters; a longer path segment is refused below, in the envelope.
    maxParamLength: 200,
    // A URL Fastify cannot route (bad percent-encoding, an over-long segment) answers in Paystack's envelope too.
    frameworkErrors: (err, _req, reply) => {
      (reply as FastifyReply).code(err.statusCode && err.statusCode < 500 ? err.statusCode : 400).send({ status: false, message: 'Invalid request URL' });
    },
  });

  // The checkout page's forms (and Paystack's API, which takes form bodies too).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((err: FastifyError | PaystackError, _req, reply) => {
    if (err instanceof PaystackError) return reply.code(err.statusCode).send({ status: false, message: err.message });
    const code = (err as FastifyError).statusCode;
    // Fastify's own 4xx (malformed JSON, a body too large, an unsupported content type) keep their status.
    if (code && code >= 400 && code < 500) return reply.code(code).send({ status: false, message: err.message });
    app.log.error(err);
    return reply.code(500).send({ status: false, message: 'An error occurred' });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ status: false, message: 'Route not found' }));

  app.get('/health', async () => ({ status: true, message: 'Local Paystack is running' }));
  app.register(apiRoutes(ctx));
  app.register(checkoutRoutes(ctx));
  return app;
}

/** Starts local Paystack; settings from the environment unless overridden (tests pass port 0 and a temp data dir). */
export async function startLocalPaystack(overrides: Partial<PaystackConfig> = {}): Promise<LocalPaystack> {
  const config = loadConfig(overrides);
  const store = new Store(config.dataDir);
  let baseUrl = config.publicUrl ?? '';
  const webhooks = new WebhookSender({
    url: config.webhookUrl,
    secretKey: config.secretKey,
    retryDelaysMs: config.webhookRetryDelaysMs,
    timeoutMs: config.webhookTimeoutMs,
    log: (msg, extra) => app.log.warn(extra ?? {}, msg),
  });
  const ctx = new Context(config, store, webhooks, () => baseUrl);
  const app = buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  if (!baseUrl) baseUrl = url;
  // What was still settling when the last run stopped settles now.
  for (const t of store.state.transfers) if (t.status === 'pending') scheduleSettlement(ctx, t);
  for (const r of store.state.refunds) if (r.status === 'pending') scheduleRefund(ctx, r);
  return {
    app,
    url,
    config,
    context: ctx,
    async stop() {
      ctx.stop();
      await app.close();
    },
  };
}
