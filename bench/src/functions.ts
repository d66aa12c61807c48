/**
 * Issue 22 — Edge Functions: the overhead of local-supabase's function proxy (verify_jwt, routing, streaming to the
 * function's Deno process) against calling the same Deno server directly, at 50 concurrent (goal ≤ 1.5x), and the
 * cold start of a function (goal ≤ 1 s). Both sides run the same bench functions in the same bootstrap
 * (local-supabase/src/functions/deno/serve-function.ts); "direct" is a Deno process this bench starts itself with
 * local-supabase's own process class, so only the proxy differs.
 */
import { createHmac } from 'node:crypto';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { discoverFunctions } from '../../local-supabase/src/functions/catalog';
import { denoBinary } from '../../local-supabase/src/functions/deno-binary';
import { functionEnv } from '../../local-supabase/src/functions/function-env';
import { FunctionProcess } from '../../local-supabase/src/functions/function-process';
import { httpLoad, type HttpCase, type LoadResult } from './lib/load';
import { atMost, fmt, int, type Benchmark, type Table } from './lib/report';
import { median } from './lib/stats';
import { LOCAL_SUPABASE, PORTS, sleep, startSupabase, tmpDir, type Supabase } from './lib/stack';

const CONNECTIONS = Number(process.env.BENCH_REST_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_FUNCTIONS_SECONDS ?? 6);
const WARMUP_SECONDS = 1;
const ROUNDS = Number(process.env.BENCH_FUNCTIONS_ROUNDS ?? 3);
const COLD_RUNS = 5;
const WEBHOOK_SECRET = 'sk_test_bench';
const DENO_DIR = path.join(LOCAL_SUPABASE, 'node_modules', '.cache', 'deno');

/** A payment webhook as issue 23 will have one: a 2 KB JSON event, its HMAC-SHA512 checked, parsed, answered. */
const WEBHOOK = `const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(Deno.env.get('PAYSTACK_SECRET_KEY')),
  { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
Deno.serve(async (req) => {
  const body = await req.text();
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  const hex = Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
  if (hex !== req.headers.get('x-paystack-signature')) return new Response('bad signature', { status: 401 });
  const event = JSON.parse(body);
  return Response.json({ received: event.event, reference: event.data.reference });
});
`;
const FUNCTIONS: Record<string, string> = {
  hello: `Deno.serve(() => Response.json({ message: 'Hello' }));\n`,
  webhook: WEBHOOK,
  // What most product functions do: read through REST as the caller (their Authorization forwarded, RLS applies).
  'rest-callback': `import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
const url = Deno.env.get('SUPABASE_URL')!;
const anonKey = Deno.env.get('SUPABASE_ANON_KEY')!;
Deno.serve(async (req) => {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: req.headers.get('Authorization')! } },
  });
  const { data, error } = await client.from('cleaning_prices').select('*').limit(5);
  return Response.json({ rows: data?.length ?? 0, error: error?.message ?? null });
});
`,
  'with-supabase-js': `import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!);
Deno.serve(() => Response.json({ ok: typeof client.from === 'function' }));
`,
};

function writeProject(root: string): string {
  const functionsDir = path.join(root, 'supabase', 'functions');
  for (const [name, code] of Object.entries(FUNCTIONS)) {
    mkdirSync(path.join(functionsDir, name), { recursive: true });
    writeFileSync(path.join(functionsDir, name, 'index.ts'), code);
  }
  writeFileSync(path.join(root, 'supabase', 'config.toml'), '[functions.webhook]\nverify_jwt = false\n');
  writeFileSync(path.join(functionsDir, '.env'), `PAYSTACK_SECRET_KEY=${WEBHOOK_SECRET}\n`);
  return functionsDir;
}

function webhookCase(): { path: string; headers: Record<string, string>; body: string } {
  const event = {
    event: 'charge.success',
    data: { reference: 'bench-ref-1', amount: 2500000, currency: 'NGN', customer: { email: 'client01@demo.spotless.ng' }, metadata: { padding: 'x'.repeat(1800) } },
  };
  const body = JSON.stringify(event);
  const signature = createHmac('sha512', WEBHOOK_SECRET).update(body).digest('hex');
  return { path: '/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body };
}

/** The bench does not read the functions' own log lines. */
const silent = { child: () => silent, info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as ConstructorParameters<
  typeof FunctionProcess
>[0]['log'];

/** A Deno process for `name` started the way local-supabase starts one (same flags, bootstrap and environment). */
function startDirect(functionsDir: string, name: string, supabase: Supabase): FunctionProcess {
  const spec = discoverFunctions(functionsDir).find((s) => s.name === name)!;
  const { env } = functionEnv(
    { SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey, SUPABASE_SERVICE_ROLE_KEY: supabase.serviceKey, SUPABASE_DB_URL: '' },
    { PAYSTACK_SECRET_KEY: WEBHOOK_SECRET },
    DENO_DIR,
  );
  return new FunctionProcess({
    spec,
    deno: denoBinary(),
    env,
    readable: [functionsDir, DENO_DIR],
    log: silent,
    onCrash: () => undefined,
  });
}

async function load(base: string, c: HttpCase): Promise<LoadResult> {
  await httpLoad(base, c, CONNECTIONS, WARMUP_SECONDS);
  return httpLoad(base, c, CONNECTIONS, SECONDS);
}

interface Measured {
  label: string;
  proxy: LoadResult;
  direct: LoadResult;
  rounds: (string | number)[][];
}

async function measure(label: string, supabase: Supabase, functionsDir: string, name: string, c: Omit<HttpCase, 'path'> & { path: string }): Promise<Measured> {
  const direct = startDirect(functionsDir, name, supabase);
  try {
    const port = await direct.ready;
    const proxied: LoadResult[] = [];
    const directs: LoadResult[] = [];
    const rounds: (string | number)[][] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const p = await load(`${supabase.url}/functions/v1`, c);
      const d = await load(`http://127.0.0.1:${port}`, c);
      proxied.push(p);
      directs.push(d);
      rounds.push([label, round, int(p.rps), fmt(p.p50, 2), fmt(p.p95, 2), int(d.rps), fmt(d.p50, 2), fmt(d.p95, 2), `${fmt(p.p50 / d.p50, 2)}x`]);
    }
    const pick = (list: LoadResult[]) => list.find((r) => r.rps === median(list.map((x) => x.rps)))!;
    return { label, proxy: pick(proxied), direct: pick(directs), rounds };
  } finally {
    await direct.stop();
  }
}

/** Spawn to first answer of a fresh Deno process (what a cold start costs), COLD_RUNS times. */
async function coldDirect(functionsDir: string, name: string, supabase: Supabase): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const t0 = performance.now();
    const proc = startDirect(functionsDir, name, supabase);
    try {
      const port = await proc.ready;
      await (await fetch(`http://127.0.0.1:${port}/${name}`)).text();
      times.push(performance.now() - t0);
    } finally {
      await proc.stop();
    }
  }
  return times;
}

/** The first request through local-supabase after the function's file changed (a reload ends its process). */
async function coldProxied(functionsDir: string, name: string, supabase: Supabase): Promise<number[]> {
  const times: number[] = [];
  const headers = { authorization: `Bearer ${supabase.anonKey}` };
  for (let i = 0; i < COLD_RUNS; i++) {
    const file = path.join(functionsDir, name, 'index.ts');
    const now = new Date();
    utimesSync(file, now, now);
    writeFileSync(file, FUNCTIONS[name]!);
    await sleep(1000); // the watcher settles and the old process is retired
    const t0 = performance.now();
    const r = await fetch(`${supabase.url}/functions/v1/${name}`, { headers });
    await r.text();
    if (r.status !== 200) throw new Error(`${name} answered ${r.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

export const functionsBench: Benchmark = {
  name: 'functions',
  title: `7. Edge Functions (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per case, loopback)`,
  async run() {
    const root = tmpDir('functions');
    const functionsDir = writeProject(root);
    // Warm processes throughout: a worker retired at its wall clock mid-round would add a cold start to one side only.
    const supabase = await startSupabase({ port: PORTS.functions, dataDir: path.join(root, 'data'), env: { FUNCTIONS_DIR: functionsDir, FUNCTIONS_WALL_CLOCK_S: '0' } });
    try {
      const auth = { apikey: supabase.anonKey, authorization: `Bearer ${supabase.anonKey}` };
      // The start-time check has downloaded supabase-js for the cold start case by now, or this does.
      await (await fetch(`${supabase.url}/functions/v1/with-supabase-js`, { headers: auth })).text();
      const webhook = webhookCase();
      const measured = [
        await measure('hello (tiny JSON answer; verify_jwt on)', supabase, functionsDir, 'hello', { method: 'GET', path: '/hello', headers: auth }),
        await measure('payment webhook (2 KB JSON, HMAC-SHA512 checked; verify_jwt off)', supabase, functionsDir, 'webhook', { method: 'POST', ...webhook }),
        await measure('REST callback as the caller (supabase-js select under RLS)', supabase, functionsDir, 'rest-callback', { method: 'GET', path: '/rest-callback', headers: auth }),
      ];
      const cold = [
        ['hello, Deno process spawn → first answer', await coldDirect(functionsDir, 'hello', supabase)],
        ['with supabase-js (npm), Deno process spawn → first answer', await coldDirect(functionsDir, 'with-supabase-js', supabase)],
        ['hello, first request through local-supabase after a reload', await coldProxied(functionsDir, 'hello', supabase)],
        ['with supabase-js, first request through local-supabase after a reload', await coldProxied(functionsDir, 'with-supabase-js', supabase)],
      ] as const;
      const main: Table = {
        title: 'Through local-supabase (/functions/v1/<name>) vs the same Deno server called directly',
        columns: ['function', 'proxied req/s', 'p50 ms', 'p95 ms', 'errors', 'direct req/s', 'direct p50 ms', 'direct p95 ms', 'overhead (p50 proxied/direct)', 'goal ≤ 1.5x: meets'],
        rows: measured.map((m) => {
          const overhead = m.proxy.p50 / m.direct.p50;
          return [m.label, int(m.proxy.rps), fmt(m.proxy.p50, 2), fmt(m.proxy.p95, 2), int(m.proxy.errors), int(m.direct.rps), fmt(m.direct.p50, 2), fmt(m.direct.p95, 2), `${fmt(overhead, 2)}x`, atMost(overhead, 1.5)];
        }),
        notes: [
          `Each side: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured, ${ROUNDS} rounds in turn; the round with the median req/s is shown. At a fixed concurrency of ${CONNECTIONS}, p50 latency is the time per request as a caller sees it, so its ratio is the overhead; req/s moves inversely.`,
          'Client (autocannon), local-supabase and the Deno process share the same 2 cores: proxying costs CPU that the direct case gives to Deno.',
        ],
      };
      const rounds: Table = {
        title: 'Rounds behind the medians',
        columns: ['function', 'round', 'proxied req/s', 'p50 ms', 'p95 ms', 'direct req/s', 'direct p50 ms', 'direct p95 ms', 'p50 ratio'],
        rows: measured.flatMap((m) => m.rounds),
      };
      const coldTable: Table = {
        title: `Cold start (median of ${COLD_RUNS}; goal ≤ 1 s)`,
        columns: ['what', 'median ms', 'runs ms', 'meets'],
        rows: cold.map(([label, times]) => [label, int(median([...times])), times.map((t) => int(t)).join(', '), atMost(median([...times]), 1000)]),
        notes: ['npm packages come from Deno\'s cache in local-supabase/node_modules/.cache/deno (fetched once, at the first start that needs them).'],
      };
      return { tables: [main, rounds, coldTable] };
    } finally {
      await supabase.stop();
      rmSync(root, { recursive: true, force: true });
    }
  },
};
