import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { loadConfig, type TermiiConfig } from './config';
import { inboxAllowed, INBOX_REFUSED } from './inbox-access';
import { inboxPage } from './inbox-page';
import { InboxStore } from './inbox-store';
import { sendSms, TermiiError } from './send-sms';

export interface LocalTermii {
  app: FastifyInstance;
  url: string;
  config: TermiiConfig;
  inbox: InboxStore;
  stop(): Promise<void>;
}

/** The inbox routes' guard: codes in it sign people in, so only this machine or the key holder reads it. */
function guardInbox(config: TermiiConfig) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!inboxAllowed({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, config.apiKey)) {
      return reply.code(403).send({ message: INBOX_REFUSED });
    }
  };
}

function buildApp(config: TermiiConfig, inbox: InboxStore): FastifyInstance {
  const app = Fastify({ logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false, bodyLimit: 64 * 1024 });
  app.setErrorHandler((err: FastifyError | TermiiError, _req, reply) => {
    if (err instanceof TermiiError) return reply.code(err.statusCode).send({ message: err.message });
    const code = (err as FastifyError).statusCode;
    if (code && code >= 400 && code < 500) return reply.code(code).send({ message: err.message });
    app.log.error(err);
    return reply.code(500).send({ message: 'An error occurred' });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Route not found' }));

  app.get('/health', async () => ({ message: 'Local Termii is running' }));
  app.post('/api/sms/send', async (req) => sendSms(inbox, config.apiKey, req.body));

  const guard = guardInbox(config);
  app.get('/inbox', { onRequest: guard }, async (_req, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(inboxPage(inbox.list())),
  );
  app.get('/inbox/api/messages', { onRequest: guard }, async (req, reply) => {
    const to = (req.query as Record<string, unknown>)?.to;
    return reply.header('cache-control', 'no-store').send({ messages: inbox.list(typeof to === 'string' ? to : undefined) });
  });
  app.delete('/inbox/api/messages', { onRequest: guard }, async (_req, reply) => {
    inbox.clear();
    return reply.code(204).send();
  });
  return app;
}

/** Starts local Termii; settings from the environment unless overridden (tests pass port 0 and a temp data dir). */
export async function startLocalTermii(overrides: Partial<TermiiConfig> = {}): Promise<LocalTermii> {
  const config = loadConfig(overrides);
  const inbox = new InboxStore(config.dataDir);
  const app = buildApp(config, inbox);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, url: `http://${config.host}:${port}`, config, inbox, stop: () => app.close() };
}
