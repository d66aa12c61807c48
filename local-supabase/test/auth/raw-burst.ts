import net from 'node:net';

/** One parsed HTTP response from the burst. */
export interface RawResponse {
  status: number;
  body: string;
}

/**
 * Sends `bodies.length` POST requests so that they reach the server at the same instant: every
 * socket is connected first, then all requests are written in one synchronous loop. The client
 * shares its event loop with the server in these tests, so plain concurrent fetches would trickle
 * in behind the server's own password hashing.
 */
export async function burstPost(baseUrl: string, path: string, headers: Record<string, string>, bodies: unknown[]): Promise<RawResponse[]> {
  const { hostname, port } = new URL(baseUrl);
  const sockets = await Promise.all(
    bodies.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const s = net.connect(Number(port), hostname, () => resolve(s));
          s.once('error', reject);
        }),
    ),
  );
  const done = sockets.map(
    (s) =>
      new Promise<RawResponse>((resolve, reject) => {
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.once('error', reject);
        s.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const split = text.indexOf('\r\n\r\n');
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: split < 0 ? '' : text.slice(split + 4) });
        });
      }),
  );
  sockets.forEach((s, i) => {
    const body = JSON.stringify(bodies[i]);
    const head = [
      `POST ${path} HTTP/1.1`,
      `host: ${hostname}:${port}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ].join('\r\n');
    s.write(`${head}\r\n\r\n${body}`);
  });
  return Promise.all(done);
}
