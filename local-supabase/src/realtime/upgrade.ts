import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ApiKeys } from '../keys';
import type { RealtimeContext } from './context';
import type { Vsn } from './frames';
import { identityFromToken, TokenError } from './identity';
import { SocketSession } from './socket-session';

export const WEBSOCKET_PATH = '/realtime/v1/websocket';
/** Largest frame accepted from a client (Supabase's default message limit is in this range). */
const MAX_FRAME_BYTES = 3 * 1024 * 1024;
/**
 * Connections that stop answering WebSocket pings (a vanished phone, a half-open TCP connection)
 * are dropped after this long, so their channels and presence do not linger.
 */
const PING_EVERY_MS = 30_000;

/** Ends an upgrade request with a plain HTTP error and a JSON body. */
function rejectUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Accepts WebSocket upgrades on /realtime/v1/websocket. The apikey (query parameter, or
 * `apikey`/`x-api-key` header) must be one of our keys; otherwise the upgrade gets 401.
 */
export class RealtimeUpgrades {
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly unanswered = new WeakSet<WebSocket>();
  private readonly pinger: NodeJS.Timeout;

  constructor(
    private readonly keys: ApiKeys,
    private readonly ctx: RealtimeContext,
  ) {
    this.pinger = setInterval(() => this.pingAll(), PING_EVERY_MS);
    this.pinger.unref();
  }

  private pingAll(): void {
    for (const ws of this.wss.clients) {
      if (this.unanswered.has(ws)) {
        ws.terminate();
        continue;
      }
      this.unanswered.add(ws);
      ws.ping();
    }
  }

  /** Handler for the HTTP server's 'upgrade' event. */
  readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => undefined);
    this.handle(req, socket, head).catch((err: unknown) => {
      this.ctx.log.error({ err }, 'realtime: upgrade failed');
      rejectUpgrade(socket, 500, 'Internal Server Error', 'Internal server error');
    });
  };

  private async handle(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/+$/, '') !== WEBSOCKET_PATH) {
      return rejectUpgrade(socket, 404, 'Not Found', `No WebSocket endpoint at ${url.pathname}`);
    }
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' && v ? v : undefined;
    };
    const apikey = url.searchParams.get('apikey') || header('apikey') || header('x-api-key');
    if (!apikey) return rejectUpgrade(socket, 401, 'Unauthorized', 'No API key found in request');
    if (apikey !== this.keys.anon && apikey !== this.keys.serviceRole) {
      return rejectUpgrade(socket, 401, 'Unauthorized', 'Invalid API key');
    }
    let identity;
    try {
      identity = await identityFromToken(apikey, this.ctx.jwtSecret);
    } catch (err) {
      return rejectUpgrade(socket, 401, 'Unauthorized', (err as TokenError).message);
    }
    const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('pong', () => this.unanswered.delete(ws));
      new SocketSession(ws, vsn, identity, this.ctx);
    });
  }

  /** Closes every connection (server shutdown). */
  closeAll(): Promise<void> {
    clearInterval(this.pinger);
    for (const ws of this.wss.clients) ws.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
