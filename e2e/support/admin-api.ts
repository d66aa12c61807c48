/**
 * The admin journeys' helpers on the real API and the real command line: the super_admin bootstrap command run
 * against the e2e stack (its service key is in the stack's DATA_DIR/keys.json), and supabase-js clients acting as the
 * other people of the journey (guest, cleaners, client).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { E2E_DATA_DIR } from './stack-config';
import { guestSession, visitor } from './cleaner-api';
import { ok, signedInAs } from './guest-api';

export { guestSession, ok, signedInAs, visitor };

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Runs the documented bootstrap command:
 *   pnpm --filter @spotless/local-supabase exec tsx src/cli/create-super-admin.ts --email … --password … --name …
 * against the stack. E2E_DATA_DIR_OVERRIDE points at another running stack's data dir (when reusing one).
 */
export function runCreateSuperAdmin(user: { email: string; password: string; name: string }): string {
  const dataDir = process.env.E2E_DATA_DIR_OVERRIDE ?? E2E_DATA_DIR;
  // Only the stack's keys.json: no URL or key from the caller's environment.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.SUPABASE_URL;
  delete env.SUPABASE_SERVICE_ROLE_KEY;
  return execFileSync(
    'pnpm',
    ['--filter', '@spotless/local-supabase', 'exec', 'tsx', 'src/cli/create-super-admin.ts', '--email', user.email, '--password', user.password, '--name', user.name],
    { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 },
  );
}

/** The message of a refused RPC (throws when it was not refused). */
export async function refusal(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<string> {
  const { error } = await client.rpc(fn, args);
  if (!error) throw new Error(`${fn} was not refused`);
  return error.message;
}

/** An open guest request (location carries the marker) with one pending bid from the given cleaner. */
export async function guestRequestWithBid(cleaner: SupabaseClient, marker: string, amountKobo = 4_200_000) {
  const guest = await guestSession();
  const requestId = ok(
    await guest.rpc('create_quote_request', {
      p_service_type: 'Deep Cleaning',
      p_location: `${marker} Lekki Phase 1`,
      p_description: `Admin journey ${marker}`,
      p_full_name: 'Ada Guest',
      p_phone: '0809 123 4567',
      p_email: `${marker}@guest.example.ng`,
      p_state: 'Lagos',
    }),
    'create_quote_request',
  ) as string;
  const bidId = ok(await cleaner.rpc('submit_bid', { p_quote_request_id: requestId, p_amount_kobo: amountKobo }), 'submit_bid') as string;
  return { guest, requestId, bidId };
}
