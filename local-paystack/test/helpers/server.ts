import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalPaystack, type LocalPaystack } from '../../src/server';
import type { PaystackConfig } from '../../src/config';

/** A JSON answer as the tests read it: any field, checked by the assertions themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk arbitrary Paystack JSON
export type Json = any;

export const SECRET = 'sk_test_jest_secret_key_0123456789';

export interface TestPaystack extends LocalPaystack {
  dataDir: string;
  /** A call to the API with the secret key (or the given headers), JSON in and out. */
  api(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: Json }>;
}

export async function startTestPaystack(overrides: Partial<PaystackConfig> = {}): Promise<TestPaystack> {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'local-paystack-'));
  const server = await startLocalPaystack({
    port: 0,
    host: '127.0.0.1',
    secretKey: SECRET,
    dataDir,
    settleDelayMs: 20,
    webhookRetryDelaysMs: [50, 50, 50],
    webhookTimeoutMs: 2000,
    webhookUrl: undefined,
    publicUrl: undefined,
    ...overrides,
  });
  return {
    ...server,
    dataDir,
    async api(method, p, body, headers = { authorization: `Bearer ${SECRET}` }) {
      const res = await fetch(server.url + p, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
  };
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** Polls until check() returns a value (events and settlements arrive in the background). */
export async function eventually<T>(check: () => T | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
