import type { FastifyRequest } from 'fastify';
import type { Service } from '../service';
import { renderMailboxPage } from './mailbox-page';

function toFilter(req: FastifyRequest): string | undefined {
  const to = (req.query as Record<string, unknown> | undefined)?.to;
  return typeof to === 'string' && to.trim() ? to.trim() : undefined;
}

/**
 * The local inbox: GET /mail (HTML), GET /mail/api/messages[?to=] (JSON, newest first) and
 * DELETE /mail/api/messages (empties it). Development tooling, like Supabase CLI's Inbucket.
 */
export const registerMail: Service = async (app, deps) => {
  const { mailer } = deps;
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
    const messages = await mailer.list({ to });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(renderMailboxPage(messages, to));
  });

  app.get('/mail/api/messages', async (req) => mailer.list({ to: toFilter(req) }));

  app.delete('/mail/api/messages', async (_req, reply) => {
    await mailer.clear();
    return reply.code(204).send();
  });
};
