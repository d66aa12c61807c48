import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../context';
import { userNotFound } from '../errors';
import { deleteFactor, factorJson, factorsOf, findFactor } from '../mfa-factors';
import { isUuid } from '../request-input';
import { findUserById } from '../users';
import { factorNotFound } from './mfa';

/**
 * The admin API's MFA part (service_role bearer only; the caller registers requireAdmin): list a user's factors and
 * delete one, e.g. when a person lost the phone holding their authenticator.
 */
export function registerAdminFactorRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx.deps;

  app.get<{ Params: { id: string } }>('/admin/users/:id/factors', async (req, reply) => {
    const user = isUuid(req.params.id) ? await findUserById(db, req.params.id) : undefined;
    if (!user) throw userNotFound();
    return reply.send((await factorsOf(db, user.id)).map(factorJson));
  });

  app.delete<{ Params: { id: string; factorId: string } }>('/admin/users/:id/factors/:factorId', async (req, reply) => {
    const out = await db.transaction(async (tx) => {
      const user = isUuid(req.params.id) ? await findUserById(tx, req.params.id) : undefined;
      if (!user) throw userNotFound();
      const factor = isUuid(req.params.factorId) ? await findFactor(tx, req.params.factorId) : undefined;
      if (!factor || factor.user_id !== user.id) throw factorNotFound();
      await deleteFactor(tx, factor);
      return factorJson(factor);
    });
    return reply.send(out);
  });
}
