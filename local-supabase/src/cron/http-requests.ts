import type { Logger } from 'pino';
import type { Database } from '../db/types';

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  timeout_milliseconds: number;
}

/** How many queued requests one pass takes; the next pass (a second later) takes the rest. */
const BATCH = 20;

/**
 * pg_net's worker for local-supabase (bootstrap/50_net_and_vault.sql): takes the committed rows of
 * net.http_request_queue, sends each request, and records the answer (or the error, or the timeout) in
 * net._http_response under the request's id, as pg_net does. Requests run in the background; `pending` holds them so
 * that the server can wait for them when it stops.
 */
export async function sendQueuedHttpRequests(db: Database, log: Logger, pending: Set<Promise<void>>): Promise<void> {
  const { rows } = await db.query<QueuedRequest>(
    `delete from net.http_request_queue where id in (select id from net.http_request_queue order by id limit ${BATCH} for update skip locked)
     returning id::text, method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds`,
  );
  for (const r of rows) {
    const p = send(db, r)
      .catch((err: Error) => log.warn({ id: r.id, err: err.message }, 'net: response not recorded'))
      .finally(() => pending.delete(p));
    pending.add(p);
  }
}

async function send(db: Database, r: QueuedRequest): Promise<void> {
  let status: number | null = null;
  let contentType: string | null = null;
  let headers: Record<string, string> | null = null;
  let content: string | null = null;
  let timedOut = false;
  let error: string | null = null;
  try {
    const res = await fetch(r.url, {
      method: r.method,
      headers: r.headers,
      body: r.method === 'GET' ? undefined : (r.body ?? undefined),
      signal: AbortSignal.timeout(r.timeout_milliseconds),
    });
    status = res.status;
    contentType = res.headers.get('content-type');
    headers = Object.fromEntries(res.headers.entries());
    content = await res.text();
  } catch (err) {
    timedOut = (err as Error).name === 'TimeoutError';
    error = timedOut ? `Timeout of ${r.timeout_milliseconds} ms reached` : (err as Error).message;
  }
  await db.query(
    `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg) values ($1, $2, $3, $4, $5, $6, $7)`,
    [r.id, status, contentType, headers === null ? null : JSON.stringify(headers), content, timedOut, error],
  );
}
