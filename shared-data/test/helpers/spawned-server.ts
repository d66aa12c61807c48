import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A local-supabase running in a child process (for jsdom tests: PGlite cannot run inside jsdom). */
export interface SpawnedServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Signs the server's tokens: lets a test make one the server will expire soon. */
  jwtSecret: string;
  stop(): Promise<void>;
}

const LOCAL_SUPABASE = path.resolve(__dirname, '..', '..', '..', 'local-supabase');

/**
 * Starts `local-supabase/src/main.ts` on a free port with a throw-away data folder and the product migrations,
 * and reads URL and keys from its start-up banner.
 */
export function spawnLocalSupabase(extraEnv: Record<string, string> = {}): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sd-ls-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: LOCAL_SUPABASE,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', NODE_OPTIONS: '', JWT_SECRET: jwtSecret, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /API URL:\s+(\S+)/.exec(out)?.[1];
      const anonKey = /anon key:\s+(\S+)/.exec(out)?.[1];
      const serviceRoleKey = /service_role key:\s+(\S+)/.exec(out)?.[1];
      if (url && anonKey && serviceRoleKey) resolve({ url, anonKey, serviceRoleKey, jwtSecret, stop });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`local-supabase exited (${code}): ${err}`)));
  });
}
