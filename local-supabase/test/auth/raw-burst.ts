import net from 'node:net';

/** One parsed HTTP response from the burst. */
export interface RawResponse {
  status: number;
  body: string;
}

/** Reads one complete HTTP/1.1 response (Content-Length framed) from the socket's buffered data. */
function takeResponse(buffer: Buffer): { response: RawResponse; rest: Buffer } | undefined {
  const headEnd = buffer.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const head = buffer.subarray(0, headEnd).toString('latin1');
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
  const end = headEnd + 4 + length;
  if (buffer.length < end) return undefined;
  return {
    response: { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: buffer.subarray(headEnd + 4, end).toString('utf8') },
    rest: buffer.subarray(end),
  };
}

/** A keep-alive connection that answers one request at a time. */
class RawConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiter?: (r: RawResponse) => void;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (c: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, c]);
      const taken = takeResponse(this.buffer);
      if (taken && this.waiter) {
        this.buffer = taken.rest;
        const w = this.waiter;
        this.waiter = undefined;
        w(taken.response);
      }
    });
  }

  static open(host: string, port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const s = net.connect(port, host, () => resolve(new RawConnection(s)));
      s.once('error', reject);
    });
  }

  /** Writes the request now (synchronously queued) and resolves with its response. */
  send(request: string): Promise<RawResponse> {
    const p = new Promise<RawResponse>((resolve) => (this.waiter = resolve));
    this.socket.write(request);
    return p;
  }

  close(): void {
    this.socket.destroy();
  }
}

function request(method: string, host: string, path: string, headers: Record<string, string>, body?: string): string {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'connection: keep-alive'];
  if (body !== undefined) lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
}

/**
 * Sends `bodies.length` POST requests so that the server reads them all at once. The client shares
 * its event loop with the server in these tests, and the server accepts new connections one loop
 * turn at a time, so plain concurrent fetches trickle in behind its own password hashing. Here
 * every connection is opened and warmed up with a cheap request first; then all requests are
 * written in one synchronous loop onto connections the server is already reading.
 */
export async function burstPost(baseUrl: string, path: string, headers: Record<string, string>, bodies: unknown[]): Promise<RawResponse[]> {
  const { hostname, port } = new URL(baseUrl);
  const host = `${hostname}:${port}`;
  const connections = await Promise.all(bodies.map(() => RawConnection.open(hostname, Number(port))));
  try {
    await Promise.all(connections.map((c) => c.send(request('GET', host, '/auth/v1/health', {}))));
    const pending = connections.map((c, i) => c.send(request('POST', host, path, headers, JSON.stringify(bodies[i]))));
    return await Promise.all(pending);
  } finally {
    for (const c of connections) c.close();
  }
}
