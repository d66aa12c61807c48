/**
 * The worker thread that owns PGlite (started by pglite-worker.ts). PGlite runs PostgreSQL in WebAssembly
 * synchronously: a statement occupies its thread until it ends. Here that thread is this one, so the server's event
 * loop (REST, Auth, Storage, Realtime, health) keeps answering meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { asDriverError, createPglite, queryableOf } from './pglite';
import { serialiseError, type WorkerData, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';
import type { QueryResult, Queryable } from './types';

const port = parentPort!;
const send = (reply: WorkerReply) => port.postMessage(reply);

/** BEGIN, the statements, COMMIT when asked; a failure rolls back before it is reported. */
async function runBatch(pg: PGlite, q: Queryable, req: Extract<WorkerRequest, { op: 'batch' }>): Promise<QueryResult[]> {
  await pg.query(req.begin);
  const results: QueryResult[] = [];
  try {
    for (const s of req.statements) results.push(await q.query(s.sql, s.params ?? []));
    if (req.commit) await pg.query('commit');
  } catch (err) {
    await pg.query('rollback').catch(() => undefined);
    throw err;
  }
  return results;
}

async function serve(pg: PGlite): Promise<void> {
  const q = queryableOf(pg);
  const unlisten = new Map<string, () => Promise<void>>();
  const handle = async (req: WorkerRequest): Promise<QueryResult | QueryResult[] | undefined> => {
    switch (req.op) {
      case 'query':
        return q.query(req.sql, req.params);
      case 'exec':
        return void (await q.exec(req.sql));
      case 'batch':
        return runBatch(pg, q, req);
      case 'listen':
        if (!unlisten.has(req.channel)) unlisten.set(req.channel, await pg.listen(req.channel, (payload) => send({ type: 'notify', channel: req.channel, payload })));
        return undefined;
      case 'unlisten':
        await unlisten.get(req.channel)?.();
        unlisten.delete(req.channel);
        return undefined;
      case 'close':
        await pg.close();
        return undefined;
    }
  };
  // Strictly one request after another: a rollback sent while a batch runs must not slip in between its statements.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (req: WorkerRequest) => {
    queue = queue.then(() =>
      handle(req).then(
        (result) => send({ type: 'result', id: req.id, result }),
        (err: unknown) => send({ type: 'error', id: req.id, error: serialiseError(asDriverError(err)) }),
      ),
    );
  });
  send({ type: 'ready' });
}

const data = workerData as WorkerData;
createPglite(data.dataDir, { pgliteWasmModule: data.pgliteWasmModule, initdbWasmModule: data.initdbWasmModule }).then(serve, (err: unknown) =>
  send({ type: 'failed', error: serialiseError(err) }),
);
