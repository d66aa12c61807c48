import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAdminAttributes } from '../admin-attributes';
import type { AuthContext } from '../context';
import { AuthError, userNotFound, validationFailed } from '../errors';
import { mergeMetadata, withProviders, type Metadata } from '../metadata';
import { hashPassword } from '../passwords';
import { bodyOf, booleanField, isUuid, queryParam } from '../request-input';
import { loadUserJson } from '../user-json';
import { deleteUser, findUserByEmail, findUserById, insertUser, listUsers, updateUser, upsertEmailIdentity, type UserPatch } from '../users';

const emailExists = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

function pageParam(req: FastifyRequest, key: string, fallback: number, max: number): number {
  const raw = queryParam(req, key);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw validationFailed(`${key} must be a positive integer`);
  return Math.min(n, max);
}

/**
 * app_metadata after an admin update: top-level keys merged (null removes), while provider/providers
 * keep describing the user's identities; they are not the admin's to erase.
 */
function adminAppMetadata(current: Metadata | null, patch: Metadata | undefined, addEmail: boolean): Metadata {
  const base = current ?? {};
  const merged = mergeMetadata(base, patch ?? {});
  delete merged.provider;
  delete merged.providers;
  const providers = Array.isArray(base.providers) ? (base.providers as string[]) : [];
  if (addEmail) return withProviders({ ...merged, ...(base.provider ? { provider: base.provider } : {}) }, [...providers, 'email']);
  if (base.provider !== undefined) merged.provider = base.provider;
  if (base.providers !== undefined) merged.providers = base.providers;
  return merged;
}

/** The admin user API (service_role bearer only; the caller registers requireAdmin): list, create, get, update, delete. */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx.deps;

  app.get('/admin/users', async (req, reply) => {
    const page = pageParam(req, 'page', 1, 1_000_000);
    const perPage = pageParam(req, 'per_page', 50, 1000);
    const { users, total } = await listUsers(db, perPage, (page - 1) * perPage);
    const rendered = await Promise.all(users.map((u) => loadUserJson(db, u)));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    // auth-js reads the page number right after the first '=', so `page` must come first.
    const links: string[] = [];
    if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    return reply.header('x-total-count', String(total)).header('link', links.join(', ')).send({ users: rendered, aud: 'authenticated' });
  });

  app.post('/admin/users', async (req, reply) => {
    const attrs = readAdminAttributes(bodyOf(req));
    if (!attrs.email) throw validationFailed('Unable to validate email address: invalid format');
    const email = attrs.email;
    const out = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw emailExists();
      const id = attrs.id ?? randomUUID();
      if (attrs.id && (await findUserById(tx, id))) throw new AuthError(422, 'user_already_exists', 'User already registered');
      const confirmed = attrs.emailConfirm === true;
      const user = await insertUser(tx, {
        id,
        aud: 'authenticated',
        role: attrs.role ?? 'authenticated',
        email,
        encrypted_password: attrs.passwordHash ?? (attrs.password ? await hashPassword(attrs.password) : null),
        email_confirmed_at: confirmed ? new Date() : null,
        raw_app_meta_data: withProviders(attrs.appMetadata ?? {}, ['email']),
        raw_user_meta_data: { ...(attrs.userMetadata ?? {}), sub: id, email, email_verified: confirmed, phone_verified: false },
        banned_until: attrs.bannedUntil ?? null,
        is_anonymous: false,
      });
      await upsertEmailIdentity(tx, user, confirmed);
      return loadUserJson(tx, user);
    });
    return reply.send(out);
  });

  app.get<{ Params: { id: string } }>('/admin/users/:id', async (req, reply) => {
    const user = isUuid(req.params.id) ? await findUserById(db, req.params.id) : undefined;
    if (!user) throw userNotFound();
    return reply.send(await loadUserJson(db, user));
  });

  app.put<{ Params: { id: string } }>('/admin/users/:id', async (req, reply) => {
    const attrs = readAdminAttributes(bodyOf(req));
    if (!isUuid(req.params.id)) throw userNotFound();
    const out = await db.transaction(async (tx) => {
      let user = await findUserById(tx, req.params.id);
      if (!user) throw userNotFound();
      const patch: UserPatch = {};
      if (attrs.email && attrs.email !== user.email) {
        const taken = await findUserByEmail(tx, attrs.email);
        if (taken && taken.id !== user.id) throw emailExists();
        patch.email = attrs.email;
        patch.is_anonymous = false;
      }
      if (attrs.password) patch.encrypted_password = await hashPassword(attrs.password);
      if (attrs.passwordHash) patch.encrypted_password = attrs.passwordHash;
      if (attrs.emailConfirm === true && !user.email_confirmed_at) patch.email_confirmed_at = new Date();
      if (attrs.role) patch.role = attrs.role;
      if (attrs.bannedUntil !== undefined) patch.banned_until = attrs.bannedUntil;
      if (attrs.userMetadata) patch.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, attrs.userMetadata);
      if (attrs.appMetadata || patch.email) patch.raw_app_meta_data = adminAppMetadata(user.raw_app_meta_data, attrs.appMetadata, Boolean(patch.email));
      if (Object.keys(patch).length) user = await updateUser(tx, user.id, patch);
      if (patch.email || patch.email_confirmed_at) {
        if (patch.email) {
          user = await updateUser(tx, user.id, {
            raw_user_meta_data: { ...(user.raw_user_meta_data ?? {}), sub: user.id, email: user.email, email_verified: Boolean(user.email_confirmed_at) },
          });
        }
        await upsertEmailIdentity(tx, user, Boolean(user.email_confirmed_at));
      }
      return loadUserJson(tx, user);
    });
    return reply.send(out);
  });

  app.delete<{ Params: { id: string } }>('/admin/users/:id', async (req, reply) => {
    if (!isUuid(req.params.id)) throw userNotFound();
    const soft = booleanField(bodyOf(req), 'should_soft_delete') ?? false;
    await db.transaction(async (tx) => {
      const user = await findUserById(tx, req.params.id);
      if (!user || user.deleted_at) throw userNotFound();
      if (!soft) return deleteUser(tx, user.id);
      // Soft delete keeps the row (and rows that reference it) but frees the address and ends sessions.
      await tx.query(`delete from auth.identities where user_id = $1::uuid`, [user.id]);
      await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [user.id]);
      await updateUser(tx, user.id, {
        email: user.email ? `deleted-${user.id}@deleted.invalid` : null,
        encrypted_password: null,
        raw_user_meta_data: {},
        deleted_at: new Date(),
      });
    });
    return reply.send({});
  });
}
