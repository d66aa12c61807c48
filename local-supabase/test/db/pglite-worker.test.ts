/**
 * PGlite on a worker thread (src/db/pglite-worker.ts): the Database interface as the in-process driver offers it
 * (statements, interactive transactions, batches with a decision, driver errors with their SQLSTATE, LISTEN), and the
 * statement timeout it enforces itself because PostgreSQL in WebAssembly never fires one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteWorker } from '../../src/db/pglite-worker';
import type { Database } from '../../src/db/types';

// Seconds of work for PGlite, whatever the machine: a timeout of 500 ms always cuts it short.
const ENDLESS = 'select count(*) from generate_series(1, 2000000000)';

let dir: string;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ls-pglite-worker-'));
  db = await openPgliteWorker(path.join(dir, 'pgdata'));
  await db.exec('create table t (id int primary key, v text)');
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = async () => (await db.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id);

test('statements, transactions and batches behave as on the in-process driver', async () => {
  await db.transaction(async (tx) => {
    await tx.query('insert into t values ($1, $2)', [1, 'one']);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1)', ['two']);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  const [rolledBack] = await db.batch!([{ sql: 'insert into t values (3, $1) returning v', params: ['three'] }], { decide: () => 'rollback' });
  expect(rolledBack!.rows).toEqual([{ v: 'three' }]);
  await db.batch!([{ sql: 'insert into t values (4, $1)', params: ['four'] }]);
  expect(await ids()).toEqual([1, 4]);
  await expect(db.query('select * from missing_table')).rejects.toMatchObject({ code: '42P01' });
  await expect(db.query('insert into t values (1, $1)', ['dup'])).rejects.toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.' });
  await expect(db.transaction(async (tx) => tx.query('insert into t values (5, null)'), { readOnly: true })).rejects.toMatchObject({ code: '25006' });
}, 60_000);

test('LISTEN delivers notifications from the worker', async () => {
  const got: string[] = [];
  const stop = await db.listen('worker_test', (payload) => got.push(payload));
  await db.query("select pg_notify('worker_test', 'hello')");
  for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(got).toEqual(['hello']);
  await stop();
}, 30_000);

test('a statement past its timeout fails with 57014 at the timeout, keeps the event loop free, and commits nothing', async () => {
  const got: string[] = [];
  await db.listen('after_restart', (payload) => got.push(payload));
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 10);
  const started = Date.now();
  const outcome = db
    .transaction(
      async (tx) => {
        await tx.query("insert into t values (6, 'lost')");
        await tx.query(ENDLESS);
      },
      { statementTimeoutMs: 500 },
    )
    .then(
      () => null,
      (err: { code?: string; message: string }) => err,
    );
  const err = await outcome;
  const elapsed = Date.now() - started;
  clearInterval(ticker);
  expect(err).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  expect(elapsed).toBeLessThan(5000);
  // The event loop ran its 10 ms timer all along (it would not have run once with PGlite on this thread).
  expect(ticks).toBeGreaterThan(10);
  // The worker was replaced on the same data directory: committed rows are there, the interrupted insert is not, and
  // LISTEN was re-established.
  expect(await ids()).toEqual([1, 4]);
  await db.query("select pg_notify('after_restart', 'again')");
  for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(got).toEqual(['again']);
}, 120_000);

test('a timed-out write batch is not committed, and statements under their timeout run normally', async () => {
  await expect(db.batch!([{ sql: "insert into t values (7, 'lost')" }, { sql: ENDLESS }], { statementTimeoutMs: 500 })).rejects.toMatchObject({ code: '57014' });
  await db.batch!([{ sql: "insert into t values (8, 'kept')" }], { statementTimeoutMs: 5000 });
  expect(await ids()).toEqual([1, 4, 8]);
}, 120_000);

test('in memory (cannot be reopened): the caller still gets 57014 at the timeout; the statement finishes behind it and its write is rolled back', async () => {
  const mem = await openPgliteWorker();
  try {
    await mem.exec('create table m (id int)');
    const started = Date.now();
    // A few seconds of work, then an insert in the same transaction: reported as timed out, so never committed.
    const err = await mem
      .batch!([{ sql: 'select count(*) from generate_series(1, 20000000)' }, { sql: 'insert into m values (1)' }], { statementTimeoutMs: 200 })
      .then(() => null, (e: { code?: string }) => e);
    expect(err).toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await mem.query('select count(*)::int as n from m')).rows).toEqual([{ n: 0 }]);
  } finally {
    await mem.close();
  }
}, 180_000);
