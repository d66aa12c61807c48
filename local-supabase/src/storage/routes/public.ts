import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseObjectRef, rawRemainder } from '../object-key';
import { publicObject } from '../readable-object';
import { sendObject } from '../serve-object';
import type { StorageContext } from '../storage-context';

const PUBLIC = '/storage/v1/object/public/';

/** `GET|HEAD /object/public/{bucket}/{path}`: no credentials, public buckets only. */
export function registerPublicRoutes(app: FastifyInstance, ctx: StorageContext): void {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const ref = parseObjectRef(rawRemainder(req.url, PUBLIC));
    return sendObject(ctx, req, reply, await publicObject(ctx, ref));
  };
  app.get('/object/public/*', { exposeHeadRoute: false }, handler);
  app.head('/object/public/*', handler);
}
