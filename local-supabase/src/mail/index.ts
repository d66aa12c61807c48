import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Service } from '../service';
import { mailboxAccess } from './mailbox-access';
import { renderMailboxPage } from './mailbox-page';
import type { Mailbox, Mailer } from './mailer';
import { randomUUID, timingSafeEqual } from 'node:crypto';

function toFilter(req: FastifyRequest): string | undefined {
  const to = (req.query as Record<string, unknown> | undefined)?.to;
  return typeof to === 'string' && to.trim() ? to.trim() : undefined;
}

const MAILBOX_OFF = 'The mailbox is off: SMTP_URL is set, so e-mails are delivered by SMTP and not stored here.';

function refuse(reply: FastifyReply, statusCode: 403 | 404, message: string): void {
  reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .send({ message, error: statusCode === 404 ? 'Not Found' : 'Forbidden', statusCode });
}

/**
 * The local inbox: GET /mail (HTML), GET /mail/api/messages[?to=] (JSON, newest first) and
 * DELETE /mail/api/messages (empties it). A development tool like Supabase CLI's Inbucket: it holds
 * working sign-in and password-reset links, so it is served only to this machine or with the
 * service_role key (mailbox-access.ts), carries no CORS headers (http/cors.ts), and is off when
 * SMTP_URL is set.
 */
export const registerMail: Service = async (app, deps) => {
  const { mailer, keys } = deps;
  // Services are mounted in their own encapsulated scope, so this hook guards the mailbox routes only.
  app.addHook('onRequest', (req, reply, done) => {
    const access = mailboxAccess({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, keys.serviceRole);
    if (!access.allowed) return refuse(reply, 403, access.message);
    // Links in these messages sign people in: never cached, never embedded by another origin.
    reply.header('cache-control', 'no-store').header('cross-origin-resource-policy', 'same-origin');
    done();
  });
  registerSendRoute(app, mailer, keys.serviceRole);
  if (mailer.mailbox) registerMailboxRoutes(app, mailer.mailbox);
  else app.all('/mail*', async (_req, reply) => refuse(reply, 404, MAILBOX_OFF));
};

/**
 * POST /mail/v1/emails: an HTTP e-mail API of the shape Resend serves (Bearer key; JSON { from, to: [..], subject,
 * text }), so that server code which e-mails people (supabase/functions/_shared/email.ts) runs here unchanged with
 * EMAIL_API_URL=<this server>/mail/v1 and the service key as EMAIL_API_KEY. The message goes where Auth's mail goes:
 * the local inbox, or SMTP when SMTP_URL is set. Answers { id } as Resend does.
 */
function registerSendRoute(app: FastifyInstance, mailer: Mailer, serviceKey: string): void {
  app.post('/mail/v1/emails', async (req, reply) => {
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!sameSecret(bearer, serviceKey)) return refuse(reply, 403, 'The e-mail API needs the service_role key.');
    const body = (req.body ?? {}) as { to?: unknown; subject?: unknown; text?: unknown; html?: unknown };
    const to = (Array.isArray(body.to) ? body.to : [body.to]).filter((x): x is string => typeof x === 'string' && /^[^@\s]+@[^@\s]+$/.test(x));
    if (to.length === 0 || typeof body.subject !== 'string' || (typeof body.text !== 'string' && typeof body.html !== 'string')) {
      return reply.code(422).send({ statusCode: 422, name: 'validation_error', message: 'to, subject and text are required.' });
    }
    const text = typeof body.text === 'string' ? body.text : '';
    const html = typeof body.html === 'string' ? body.html : `<p>${text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`;
    for (const address of to) await mailer.send({ to: address, subject: body.subject, text, html });
    return { id: randomUUID() };
  });
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function registerMailboxRoutes(app: FastifyInstance, mailbox: Mailbox): void {
  // Clients (and supabase-js-style wrappers) send Content-Type: application/json on a bodiless DELETE.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    try {
      done(null, String(text).trim() ? JSON.parse(String(text)) : undefined);
    } catch {
      done(Object.assign(new Error('Could not parse request body as JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.get('/mail', async (req, reply) => {
    const to = toFilter(req);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .send(renderMailboxPage(await mailbox.list({ to }), to));
  });

  app.get('/mail/api/messages', async (req) => mailbox.list({ to: toFilter(req) }));

  app.delete('/mail/api/messages', async (_req, reply) => {
    await mailbox.clear();
    return reply.code(204).send();
  });
}
