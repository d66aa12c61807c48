/**
 * Durability on PGlite: local-supabase runs as a child process (`tsx src/main.ts`, own DATA_DIR and PORT, the real
 * migrations), takes a burst of concurrent writes through REST, and is killed with SIGKILL in the middle of it.
 * After a restart on the same data folder every write that was acknowledged (HTTP 201) is there, exactly once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientFor, freePort, spawnServer, type ChildServer } from './helpers';

jest.setTimeout(300_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ls-kill9-'));
let server: ChildServer | null = null;

afterAll(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('every acknowledged write survives kill -9 during a burst', async () => {
  const port = await freePort();
  server = await spawnServer({ dataDir, port });
  // The burst posts hundreds of enquiries from one address: lift the product's hourly write limits (service key).
  const lifted = await fetch(`${server.url}/rest/v1/write_limits?action=neq.none`, {
    method: 'PATCH',
    headers: { apikey: server.keys.serviceRoleKey, authorization: `Bearer ${server.keys.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ per_session: null, per_ip: null }),
  });
  expect(lifted.status).toBe(204);
  const run = randomBytes(3).toString('hex');
  const acknowledged = new Set<string>();
  const attempted = new Set<string>();
  let failedAfterKill = 0;
  let killed = false;
  const KILL_AFTER = 120;

  const writer = async (w: number) => {
    for (let i = 0; ; i++) {
      if (killed) return;
      const name = `k9-${run}-${w}-${i}`;
      attempted.add(name);
      try {
        const r = await fetch(`${server!.url}/rest/v1/partnership_enquiries`, {
          method: 'POST',
          headers: { apikey: server!.keys.anonKey, 'content-type': 'application/json', prefer: 'return=minimal' },
          body: JSON.stringify({ organization_name: name, address: '1 Marina, Lagos', contact_number: '+2348030000000', partner_type: 'Schools' }),
        });
        if (r.status === 201) acknowledged.add(name);
        else throw new Error(`insert answered ${r.status}: ${await r.text()}`);
      } catch (err) {
        if (!killed) throw err;
        failedAfterKill++;
        return;
      }
      if (!killed && acknowledged.size >= KILL_AFTER) {
        killed = true;
        server!.process.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
  await server.exited;
  expect(killed).toBe(true);
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
  // The kill really landed mid-burst: requests were in flight and got no answer.
  expect(failedAfterKill).toBeGreaterThan(0);

  server = await spawnServer({ dataDir, port });
  const svc = clientFor(server.url, server.keys.serviceRoleKey);
  const { data, error } = await svc.from('partnership_enquiries').select('organization_name').like('organization_name', `k9-${run}-%`);
  expect(error).toBeNull();
  const stored = (data ?? []).map((r) => r.organization_name as string);
  const missing = [...acknowledged].filter((n) => !stored.includes(n));
  expect(missing).toEqual([]);
  // Nothing appears that was never attempted, and nothing twice.
  expect(stored.filter((n) => !attempted.has(n))).toEqual([]);
  expect(new Set(stored).size).toBe(stored.length);
  // The restarted server keeps taking writes.
  const after = await fetch(`${server.url}/rest/v1/partnership_enquiries`, {
    method: 'POST',
    headers: { apikey: server.keys.anonKey, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ organization_name: `k9-${run}-after`, address: '1 Marina, Lagos', contact_number: '+2348030000000', partner_type: 'Schools' }),
  });
  expect(after.status).toBe(201);
});
