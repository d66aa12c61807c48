/**
 * Run by lifecycle.test.ts as its own process: starts the fixture `hello` function's Deno process the way
 * local-supabase does, prints its pid, and waits to be killed.
 */
import path from 'node:path';
import pino from 'pino';
import { discoverFunctions } from '../../src/functions/catalog';
import { denoBinary } from '../../src/functions/deno-binary';
import { functionEnv } from '../../src/functions/function-env';
import { FunctionProcess } from '../../src/functions/function-process';

const functionsDir = path.join(__dirname, '..', 'fixtures', 'functions', 'supabase', 'functions');
const denoDir = process.env.DENO_DIR || path.join(__dirname, '..', '..', 'node_modules', '.cache', 'deno');
const spec = discoverFunctions(functionsDir).find((s) => s.name === 'hello')!;
const platform = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'a', SUPABASE_SERVICE_ROLE_KEY: 's', SUPABASE_DB_URL: '' };
const proc = new FunctionProcess({
  spec,
  deno: denoBinary(),
  env: functionEnv(platform, {}, denoDir).env,
  readable: [functionsDir, denoDir],
  log: pino({ level: 'silent' }),
  onCrash: () => undefined,
});
void proc.ready.then((port) => process.stdout.write(`${JSON.stringify({ pid: proc.pid, port })}\n`));
setInterval(() => undefined, 60_000);
