import { parseArgs } from 'node:util';
import { resolveServerAccess, type ServerAccess } from './server-access';

/** What to create. `name` goes to user_metadata.name (profile triggers read it). */
export interface NewUser {
  email: string;
  password: string;
  name?: string;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

/** The created user as the admin API returns it (the fields callers use). */
export interface CreatedUser {
  id: string;
  email: string;
  email_confirmed_at?: string;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
}

/** An admin API failure with the server's code (e.g. email_exists, weak_password). */
export class CreateUserError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Creates a confirmed user through the Auth admin API (POST /auth/v1/admin/users) of a running
 * server, so triggers on auth.users run exactly as for a normal sign-up. Reused by
 * create-super-admin, which then grants the role.
 */
export async function createConfirmedUser(access: ServerAccess, user: NewUser): Promise<CreatedUser> {
  const userMetadata = { ...(user.userMetadata ?? {}), ...(user.name ? { name: user.name } : {}) };
  const res = await fetch(`${access.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: access.serviceRoleKey,
      authorization: `Bearer ${access.serviceRoleKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      email_confirm: true,
      user_metadata: userMetadata,
      ...(user.appMetadata ? { app_metadata: user.appMetadata } : {}),
    }),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
    throw new CreateUserError(message, res.status, typeof body.code === 'string' ? body.code : undefined);
  }
  return body as unknown as CreatedUser;
}

const USAGE = 'Usage: tsx src/cli/create-user.ts --email a@b.c --password <at least 8 characters> [--name "Full Name"]';

/** Parses argv; returns undefined (after printing usage) when arguments are missing. */
export function parseCreateUserArgs(argv: string[]): NewUser | undefined {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help || !values.email || !values.password) return undefined;
  return { email: values.email, password: values.password, name: values.name };
}

async function main(): Promise<number> {
  let user: NewUser | undefined;
  try {
    user = parseCreateUserArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (!user) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const created = await createConfirmedUser(resolveServerAccess(), user);
    process.stdout.write(`Created confirmed user ${created.email} (id ${created.id})\n`);
    return 0;
  } catch (err) {
    const code = err instanceof CreateUserError && err.code ? ` [${err.code}]` : '';
    process.stderr.write(`Could not create the user${code}: ${(err as Error).message}\n`);
    return 1;
  }
}

if (require.main === module) {
  main().then((code) => process.exit(code));
}
