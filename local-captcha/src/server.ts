import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type CaptchaConfig } from './config';
import { TokenStore } from './tokens';
import { API_SCRIPT, WIDGET_SCRIPT, widgetPage } from './widget-assets';

export interface LocalCaptcha {
  app: FastifyInstance;
  url: string;
  config: CaptchaConfig;
  tokens: TokenStore;
  stop(): Promise<void>;
}

function field(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const v = (body as Record<string, unknown>)[key];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

export function buildApp(config: CaptchaConfig, tokens: TokenStore): FastifyInstance {
  const app = Fastify({ logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false, bodyLimit: 16 * 1024 });
  // siteverify takes a form body, as Turnstile's does (JSON too).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.setErrorHandler((err, _req, reply) => {
    const status = (err as { statusCode?: number }).statusCode;
    // A body siteverify cannot read is Turnstile's `bad-request`, never a 5xx.
    reply.code(status && status >= 400 && status < 500 ? status : 400).send({ success: false, 'error-codes': ['bad-request'] });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ success: false, 'error-codes': ['not-found'] }));

  app.get('/health', async () => ({ ok: true }));

  app.post('/turnstile/v0/siteverify', async (req) => {
    const body = req.body;
    return tokens.redeem(field(body, 'secret'), field(body, 'response'));
  });

  const js = 'application/javascript; charset=utf-8';
  // Any page may load the widget, as Turnstile's script is loaded cross-origin.
  app.get('/turnstile/v0/api.js', async (_req, reply) =>
    reply.type(js).header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*').send(API_SCRIPT),
  );
  app.get('/turnstile/v0/widget.js', async (_req, reply) => reply.type(js).send(WIDGET_SCRIPT));
  app.get('/turnstile/v0/widget', async (_req, reply) => reply.type('text/html; charset=utf-8').send(widgetPage()));
  app.get('/turnstile/v0/widget-mode', async (req) => {
    const w = tokens.widget(field(req.query, 'sitekey') ?? '');
    // Turnstile asks some visitors for the click and not others: a browser holding the cookie
    // local_turnstile=interactive is always asked, whatever the site key (tests of the click use it).
    const asked = /(?:^|;\s*)local_turnstile=interactive(?:;|$)/.test(req.headers.cookie ?? '');
    return { known: Boolean(w), interactive: Boolean(w) && (w!.interactive || asked) };
  });

  /**
   * What the widget's iframe calls once the visitor passed; tests call it too, to act as many visitors quickly
   * (`{sitekey, hostname}` → `{token, ttl}`). Turnstile has no such endpoint: its challenge happens inside the iframe.
   */
  app.post('/turnstile/v0/token', async (req, reply) => {
    const siteKey = field(req.body, 'sitekey') ?? '';
    const token = tokens.issue(siteKey, field(req.body, 'hostname') ?? 'localhost', {
      action: field(req.body, 'action'),
      cdata: field(req.body, 'cdata'),
    });
    if (!token) return reply.code(400).send({ code: '110100', message: 'Unknown site key' });
    return { token, ttl: config.tokenTtlSeconds };
  });
  return app;
}

/** Starts the fake; settings from the environment unless overridden. */
export async function startLocalCaptcha(overrides: Partial<CaptchaConfig> = {}, now?: () => number): Promise<LocalCaptcha> {
  const config = loadConfig(overrides);
  const tokens = new TokenStore(config.widgets, config.tokenTtlSeconds * 1000, now);
  const app = buildApp(config, tokens);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, url: `http://${config.host}:${port}`, config, tokens, stop: () => app.close() };
}
