import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { Config } from '../../src/config';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** The fixture project: supabase/config.toml ([functions.*]) and supabase/functions/<name>/index.ts. */
export const FIXTURE_FUNCTIONS = path.join(__dirname, '..', 'fixtures', 'functions', 'supabase', 'functions');

/** A writable copy of the fixture project, for tests that edit functions (hot reload, broken code). */
export function copyFixtureProject(): { functionsDir: string; remove(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ls-functions-'));
  cpSync(path.dirname(FIXTURE_FUNCTIONS), path.join(root, 'supabase'), { recursive: true });
  return { functionsDir: path.join(root, 'supabase', 'functions'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface FunctionsTestServer extends TestServer {
  /** Every log line so far (JSON objects), for what the server reports about functions. */
  logs(): Array<Record<string, unknown>>;
}

/** A test server that serves `functionsDir` (the fixture project by default) and records its logs. */
export async function startFunctionsServer(overrides: Partial<Config> & { functionsDir?: string } = {}): Promise<FunctionsTestServer> {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const server = await startTestServer({ functionsDir: FIXTURE_FUNCTIONS, ...overrides, logger } as Partial<Config>);
  return { ...server, logs: () => lines };
}

/** Polls `check` until it returns true or `timeoutMs` passes (file watching and restarts take their time). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
