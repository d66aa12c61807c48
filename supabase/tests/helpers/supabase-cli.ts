import { execFile } from 'node:child_process';
import path from 'node:path';

/** The repository root: the Supabase CLI finds supabase/config.toml, migrations and seed.sql from there. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const CLI = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'supabase');

/**
 * Runs the real Supabase CLI (npm package `supabase`, pinned in supabase/package.json) from the repository root and
 * resolves with its output; rejects with that output when it exits non-zero.
 */
export function supabaseCli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      CLI,
      [...args, '--workdir', REPO_ROOT],
      { cwd: REPO_ROOT, env: { ...process.env, DO_NOT_TRACK: '1', SUPABASE_TELEMETRY_DISABLED: '1' }, timeout: 180_000 },
      (err, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (err) reject(new Error(`supabase ${args.slice(0, 2).join(' ')} failed: ${output || err.message}`));
        else resolve(output);
      },
    );
  });
}
