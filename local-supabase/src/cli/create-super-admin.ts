import { parseArgs } from 'node:util';
import { createConfirmedUser, CreateUserError, type CreatedUser } from './create-user';
import { resolveServerAccess, type ServerAccess } from './server-access';

/**
 * Bootstraps the first super_admin of a running local-supabase (or real Supabase: set SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY). Admin roles never come from sign-up metadata and only a super_admin may grant them
 * (register_admin / grant_admin_role), so the first one is made here, with the service key:
 *   1. the confirmed user through the Auth admin API (POST /auth/v1/admin/users), so the sign-up trigger runs;
 *   2. the role through the database as service_role (POST /rest/v1/user_roles; idempotent).
 * An existing account with that e-mail is promoted instead of failing (its password is left unchanged).
 *
 *   pnpm --filter @spotless/local-supabase exec tsx src/cli/create-super-admin.ts \
 *     --email root@spotless.ng --password '<at least 8 characters>' --name "Full Name"
 */
export interface SuperAdminRequest {
  email: string;
  password: string;
  name: string;
}

export interface SuperAdminResult {
  id: string;
  email: string;
  /** False when the account existed already and was only promoted. */
  created: boolean;
}

function serviceHeaders(access: ServerAccess): Record<string, string> {
  return { apikey: access.serviceRoleKey, authorization: `Bearer ${access.serviceRoleKey}`, 'content-type': 'application/json' };
}

async function findUserIdByEmail(access: ServerAccess, email: string): Promise<string | undefined> {
  const url = `${access.url}/rest/v1/profiles?select=id&email=ilike.${encodeURIComponent(email.replace(/([%_\\])/g, '\\$1'))}&limit=1`;
  const res = await fetch(url, { headers: serviceHeaders(access) });
  if (!res.ok) throw new Error(`Could not look up ${email}: HTTP ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as Array<{ id: string }>;
  return rows[0]?.id;
}

/** Grants super_admin as service_role (bypasses RLS; a duplicate grant is ignored). */
export async function grantSuperAdmin(access: ServerAccess, userId: string): Promise<void> {
  const res = await fetch(`${access.url}/rest/v1/user_roles?on_conflict=user_id,role`, {
    method: 'POST',
    headers: { ...serviceHeaders(access), prefer: 'resolution=ignore-duplicates,return=minimal' },
    body: JSON.stringify({ user_id: userId, role: 'super_admin' }),
  });
  if (!res.ok) throw new Error(`Could not grant super_admin: HTTP ${res.status} ${await res.text()}`);
}

export async function createSuperAdmin(access: ServerAccess, request: SuperAdminRequest): Promise<SuperAdminResult> {
  if (request.password.length < 8) throw new Error('Password should be at least 8 characters.');
  let user: Pick<CreatedUser, 'id' | 'email'>;
  let created = true;
  try {
    user = await createConfirmedUser(access, {
      email: request.email,
      password: request.password,
      name: request.name,
      userMetadata: { full_name: request.name },
    });
  } catch (err) {
    if (!(err instanceof CreateUserError && (err.code === 'email_exists' || err.status === 422))) throw err;
    const id = await findUserIdByEmail(access, request.email);
    if (!id) throw err;
    user = { id, email: request.email };
    created = false;
  }
  await grantSuperAdmin(access, user.id);
  return { id: user.id, email: user.email, created };
}

const USAGE =
  'Usage: tsx src/cli/create-super-admin.ts --email a@b.c --password <at least 8 characters> --name "Full Name"\n' +
  'Talks to the server in SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY, or the one whose DATA_DIR/keys.json exists.';

export function parseSuperAdminArgs(argv: string[]): SuperAdminRequest | undefined {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help || !values.email || !values.password || !values.name?.trim()) return undefined;
  return { email: values.email.trim(), password: values.password, name: values.name.trim() };
}

async function main(): Promise<number> {
  let request: SuperAdminRequest | undefined;
  try {
    request = parseSuperAdminArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (!request) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const result = await createSuperAdmin(resolveServerAccess(), request);
    process.stdout.write(
      `${result.created ? 'Created' : 'Promoted existing'} super_admin ${result.email} (id ${result.id})\n`,
    );
    return 0;
  } catch (err) {
    const code = err instanceof CreateUserError && err.code ? ` [${err.code}]` : '';
    process.stderr.write(`Could not create the super_admin${code}: ${(err as Error).message}\n`);
    return 1;
  }
}

if (require.main === module) {
  main().then((code) => process.exit(code));
}
