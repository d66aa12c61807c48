import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../context';
import { MIN_PASSWORD_LENGTH } from '../passwords';

/** GET /settings, /health and /.well-known/jwks.json. */
export function registerMetaRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { config } = ctx.deps;

  app.get('/settings', async () => ({
    external: { anonymous_users: true, email: true, phone: config.sms.enabled },
    disable_signup: false,
    mailer_autoconfirm: !config.confirmEmail,
    phone_autoconfirm: !config.sms.confirmations,
    sms_provider: config.sms.enabled ? 'termii' : '',
    saml_enabled: false,
    password_min_length: MIN_PASSWORD_LENGTH,
  }));

  app.get('/health', async () => ({
    version: 'local-supabase',
    name: 'GoTrue',
    description: 'GoTrue-compatible Auth of local-supabase',
  }));

  // Tokens are HS256 (shared secret), so there is no public key to publish; auth-js then verifies via GET /user.
  app.get('/.well-known/jwks.json', async () => ({ keys: [] }));
}
