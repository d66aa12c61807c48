/**
 * Hosted's runtime limits on a function's process: CPU time per request (546 WORKER_RESOURCE_LIMIT, as hosted
 * answers, and the next request gets a fresh process; waiting is not computing) and the worker's wall-clock
 * lifetime (new requests go to a new process; the old one finishes what it has). Limits are scaled down here.
 */
import { processCpuMs } from '../../src/functions/cpu-time';
import { limitsFromEnv } from '../../src/functions/limits';
import { eventually, startFunctionsServer, type FunctionsTestServer } from './helpers';

const linux = process.platform === 'linux';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function call(server: FunctionsTestServer, query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const r = await fetch(`${server.url}/functions/v1/burn?${query}`, { headers: { authorization: `Bearer ${server.keys.anon}` } });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe('limits from the environment', () => {
  it("are hosted's free plan unless set; 0 turns one off; nonsense is ignored", () => {
    expect(limitsFromEnv({})).toEqual({ cpuMs: 2000, wallClockMs: 150_000 });
    expect(limitsFromEnv({ FUNCTIONS_CPU_LIMIT_MS: '0', FUNCTIONS_WALL_CLOCK_S: '400' })).toEqual({ cpuMs: 0, wallClockMs: 400_000 });
    expect(limitsFromEnv({ FUNCTIONS_CPU_LIMIT_MS: 'lots', FUNCTIONS_WALL_CLOCK_S: '-1' })).toEqual({ cpuMs: 2000, wallClockMs: 150_000 });
  });

  (linux ? it : it.skip)('reads a process’s CPU time from /proc', () => {
    const before = processCpuMs(process.pid)!;
    expect(before).toBeGreaterThan(0);
    // Compute until the kernel has charged us some CPU (on a busy machine that takes longer than it computes).
    const until = Date.now() + 10_000;
    let spent = 0;
    while (spent < 30 && Date.now() < until) spent = processCpuMs(process.pid)! - before;
    expect(spent).toBeGreaterThanOrEqual(30);
    expect(processCpuMs(2 ** 22 + 7)).toBeUndefined();
  });
});

(linux ? describe : describe.skip)('CPU time per request', () => {
  let server: FunctionsTestServer;
  beforeAll(async () => {
    server = await startFunctionsServer({ functionLimits: { cpuMs: 300, wallClockMs: 0 } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('ends a request that computes past the limit with 546 WORKER_RESOURCE_LIMIT, and the next request works', async () => {
    const first = await call(server, 'cpu=0');
    expect(first.status).toBe(200);
    const pid = first.body.pid as number;

    const over = await call(server, 'cpu=20000');
    expect(over.status).toBe(546);
    expect(over.body).toEqual({
      code: 'WORKER_RESOURCE_LIMIT',
      message: 'Function failed due to not having enough compute resources (please check logs)',
    });
    await eventually(async () => !alive(pid), 5000);
    const warned = server.logs().find((l) => l.function === 'burn' && /CPU time limit reached/.test(String(l.msg)));
    expect(warned).toBeDefined();

    const after = await call(server, 'cpu=0');
    expect(after.status).toBe(200);
    expect(after.body.pid).not.toBe(pid);
  }, 60_000);

  it('does not count waiting: a request that waits longer than the limit answers', async () => {
    const r = await call(server, 'wait=900&cpu=50');
    expect(r.status).toBe(200);
  }, 30_000);
});

describe('wall clock of a worker', () => {
  let server: FunctionsTestServer;
  beforeAll(async () => {
    server = await startFunctionsServer({ functionLimits: { cpuMs: 0, wallClockMs: 1500 } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('sends new requests to a new process once the worker has lived its limit; the old one finishes its request and ends', async () => {
    const first = await call(server, 'cpu=0');
    expect(first.status).toBe(200);
    const oldPid = first.body.pid as number;
    // In flight across the limit: answered by the old process.
    const slow = call(server, 'wait=2500');
    await new Promise((r) => setTimeout(r, 1800));
    const fresh = await call(server, 'cpu=0');
    expect(fresh.status).toBe(200);
    expect(fresh.body.pid).not.toBe(oldPid);
    const answered = await slow;
    expect(answered).toEqual({ status: 200, body: { pid: oldPid, x: true } });
    await eventually(async () => !alive(oldPid), 10_000);
  }, 60_000);
});
