import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyOf } from '../http/gateway';
import { bearerToken } from '../http/request-context';
import type { ApiKeys } from '../keys';
import type { ChannelRegistry } from './channel-registry';
import { fanOutBroadcast } from './context';
import type { BroadcastBody } from './frames';
import { identityFromToken, TokenError } from './identity';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

interface RestBroadcastDeps {
  keys: ApiKeys;
  jwtSecret: string;
  registry: ChannelRegistry;
}

/**
 * Authorises a REST broadcast like the gateway plus Realtime: a known apikey, and a valid bearer
 * when one is sent. Answers 401 itself and returns false when refused.
 */
async function authorise(req: FastifyRequest, reply: FastifyReply, deps: RestBroadcastDeps): Promise<boolean> {
  const key = apiKeyOf(req.headers as Record<string, unknown>, req.url);
  if (!key) {
    await reply.code(401).send({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    return false;
  }
  if (key !== deps.keys.anon && key !== deps.keys.serviceRole) {
    await reply.code(401).send({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    return false;
  }
  const bearer = bearerToken(req);
  if (bearer && !bearer.startsWith('sb_')) {
    try {
      await identityFromToken(bearer, deps.jwtSecret);
    } catch (err) {
      await reply.code(401).send({ message: (err as TokenError).message });
      return false;
    }
  }
  return true;
}

const topicOf = (name: string) => `realtime:${name}`;

/**
 * Realtime's HTTP broadcast API (protocol §5.9): `POST /realtime/v1/api/broadcast` with
 * `{messages:[{topic, event, payload, private}]}` and `POST …/api/broadcast/{topic}/events/{event}`
 * (what channel.httpSend uses). Both answer 202. Private channels are not supported.
 */
export async function registerRestBroadcast(app: FastifyInstance, deps: RestBroadcastDeps): Promise<void> {
  await app.register(async (scope) => {
    // httpSend posts binary payloads as application/octet-stream.
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post('/realtime/v1/api/broadcast', async (req, reply) => {
      if (!(await authorise(req, reply, deps))) return reply;
      const body = req.body;
      if (!isObject(body) || !Array.isArray(body.messages)) {
        return reply.code(400).send({ message: 'Body must be {"messages": [{"topic", "event", "payload"}]}' });
      }
      const messages: { topic: string; body: BroadcastBody }[] = [];
      for (const m of body.messages) {
        if (!isObject(m) || typeof m.topic !== 'string' || !m.topic || typeof m.event !== 'string' || !m.event) {
          return reply.code(400).send({ message: 'Every message needs a non-empty string "topic" and "event"' });
        }
        if (m.private === true) return reply.code(403).send({ message: 'Private channels are not supported by this server' });
        messages.push({ topic: topicOf(m.topic), body: { event: m.event, payload: m.payload ?? {} } });
      }
      for (const m of messages) fanOutBroadcast(deps.registry, m.topic, m.body);
      return reply.code(202).send({});
    });

    scope.post<{ Params: { topic: string; event: string }; Querystring: { private?: string } }>(
      '/realtime/v1/api/broadcast/:topic/events/:event',
      async (req, reply) => {
        if (!(await authorise(req, reply, deps))) return reply;
        if (req.query.private === 'true') return reply.code(403).send({ message: 'Private channels are not supported by this server' });
        const { topic, event } = req.params;
        if (!topic || !event) return reply.code(400).send({ message: 'topic and event are required' });
        const raw = req.body;
        const body: BroadcastBody = Buffer.isBuffer(raw) ? { event, payload: null, bytes: raw } : { event, payload: raw ?? {} };
        fanOutBroadcast(deps.registry, topicOf(topic), body);
        return reply.code(202).send({});
      },
    );
  });
}
