import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { FUNCTION_ERRORS, sendFunctionError } from './errors';

/** Hosted's request idle timeout for Edge Functions (150 s, docs: limits): a function silent that long gets 504. */
export const IDLE_TIMEOUT_MS = 150_000;

/** Headers of one connection, not of the message: never forwarded by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  const named = headers.connection;
  const listed = new Set(typeof named === 'string' ? named.toLowerCase().split(',').map((s) => s.trim()) : []);
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) out[name] = value;
  }
  return out;
}

export interface ProxyTarget {
  port: number;
  agent: http.Agent;
  /** True once the target was ended for passing a resource limit: a request it drops is answered 546, not 500. */
  readonly limitReached?: boolean;
  /**
   * Told when the connection to the target failed under a request (not when the caller gave up): the process crashed
   * or no longer listens. Told before the caller gets its answer, so the caller's next request never reaches it.
   */
  connectionLost?(): void;
}

/**
 * Streams one request to a function's Deno server and its answer back: method, path and query, end-to-end headers
 * and body both ways, with backpressure (a large upload or download is never held in memory). The client's address
 * is appended to X-Forwarded-For, as an edge proxy does. Resolves when the exchange is over, whichever way it ended.
 */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: ProxyTarget,
  pathAndQuery: string,
  clientAddress: string | undefined,
  idleTimeoutMs = IDLE_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const headers = endToEnd(req.headers);
    if (clientAddress) {
      const prior = req.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = prior ? `${prior}, ${clientAddress}` : clientAddress;
    }
    headers['x-forwarded-proto'] ??= 'http';
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      resolve();
    };
    const upstream = http.request({
      host: '127.0.0.1',
      port: target.port,
      method: req.method,
      path: pathAndQuery,
      headers,
      agent: target.agent,
    });
    // Without it, Nagle's algorithm holds the request's last segment until the previous one is acknowledged, and the
    // peer delays that acknowledgement: ~40 ms per request (bench/RESULTS.md section 7 measured 10x fewer req/s).
    // Node caches the setting per socket, so a reused keep-alive socket pays nothing.
    upstream.on('socket', (socket) => socket.setNoDelay(true));
    upstream.setTimeout(idleTimeoutMs, () => {
      sendFunctionError(res, FUNCTION_ERRORS.idleTimeout);
      finish();
      upstream.destroy();
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('end', finish);
    });
    upstream.on('error', () => {
      // Our own destroy() (idle timeout, the caller gone) ends here too: that is no fault of the process.
      if (finished) return;
      target.connectionLost?.();
      // The process went away (a crash, or ended at a limit) or refused the connection: the runtime's answers.
      sendFunctionError(res, target.limitReached ? FUNCTION_ERRORS.resourceLimit : FUNCTION_ERRORS.workerError);
      finish();
    });
    // The client gave up: stop the function's work on it too.
    res.on('close', () => {
      const abandoned = !res.writableFinished;
      finish();
      if (abandoned) upstream.destroy();
    });
    req.pipe(upstream);
  });
}
