/** The pieces that decide what a function is and sees: config.toml's [functions.*], the secrets file, the env. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discoverFunctions, readFunctionSettings } from '../../src/functions/catalog';
import { readEnvFile } from '../../src/functions/env-file';
import { functionEnv } from '../../src/functions/function-env';
import { loadConfig } from '../../src/config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ls-fn-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

describe('config.toml [functions.<name>]', () => {
  it('reads verify_jwt, enabled and entrypoint, quoted names and trailing comments, and nothing from other tables', () => {
    write(
      'config.toml',
      [
        '[auth]',
        'verify_jwt = false',
        '[functions.pay]',
        'verify_jwt = false # webhooks',
        '[functions."sms-send"]',
        'enabled = false',
        'entrypoint = "./functions/sms-send/main.ts"',
        '[functions.other.extra]',
        'verify_jwt = false',
      ].join('\n'),
    );
    const settings = readFunctionSettings(path.join(dir, 'config.toml'));
    expect(Object.fromEntries(settings)).toEqual({
      pay: { verifyJwt: false },
      'sms-send': { enabled: false, entrypoint: './functions/sms-send/main.ts' },
    });
  });

  it('lists deployable functions with an entry module, verify_jwt on unless config.toml turns it off', () => {
    write('config.toml', '[functions.hook]\nverify_jwt = false\n[functions.off]\nenabled = false\n[functions.custom]\nentrypoint = "./functions/custom/main.ts"\n');
    write('functions/hook/index.ts', '');
    write('functions/plain/index.ts', '');
    write('functions/off/index.ts', '');
    write('functions/custom/main.ts', '');
    write('functions/_shared/index.ts', '');
    write('functions/.hidden/index.ts', '');
    write('functions/empty/readme.md', '');
    const specs = discoverFunctions(path.join(dir, 'functions'));
    expect(specs.map((s) => [s.name, s.verifyJwt, path.relative(dir, s.entrypoint)])).toEqual([
      ['custom', true, 'functions/custom/main.ts'],
      ['hook', false, 'functions/hook/index.ts'],
      ['plain', true, 'functions/plain/index.ts'],
    ]);
  });
});

describe('supabase/functions/.env', () => {
  it('reads dotenv lines: quotes, export, comments, = inside values', () => {
    write('.env', ['# comment', 'A=1', 'export B="two words\\nline"', "C='single # kept'", 'D=x=y # note', 'not a line', ''].join('\n'));
    expect(readEnvFile(path.join(dir, '.env'))).toEqual({ A: '1', B: 'two words\nline', C: 'single # kept', D: 'x=y' });
    expect(readEnvFile(path.join(dir, 'missing'))).toEqual({});
  });

  it('FUNCTIONS_ENV_FILE names another file (resolved from the working folder); unset, the folder\'s .env is used', () => {
    const dataDir = path.join(dir, 'data');
    expect(loadConfig({ DATA_DIR: dataDir, FUNCTIONS_ENV_FILE: 'rel/functions.env' }).functionsEnvFile).toBe(path.resolve('rel/functions.env'));
    expect(loadConfig({ DATA_DIR: dataDir }).functionsEnvFile).toBeUndefined();
  });
});

describe('the environment of a function', () => {
  const platform = { SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service', SUPABASE_DB_URL: '' };

  it('has the platform variables and the secrets, never the parent environment, and SUPABASE_* secrets skipped', () => {
    const parent = { JWT_SECRET: 'x', DATABASE_URL: 'postgres://', HOME: '/root', HTTPS_PROXY: 'http://proxy:3128' };
    const { env, skipped } = functionEnv(platform, { PAYSTACK_SECRET_KEY: 'sk', SUPABASE_URL: 'http://evil' }, '/cache', parent);
    expect(env).toMatchObject({ ...platform, PAYSTACK_SECRET_KEY: 'sk', DENO_DIR: '/cache', HTTPS_PROXY: 'http://proxy:3128' });
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.HOME).toBeUndefined();
    expect(skipped).toEqual(['SUPABASE_URL']);
  });
});
