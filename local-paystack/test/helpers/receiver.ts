import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Json } from './server';

export interface Delivery {
  rawBody: string;
  signature: string | undefined;
  contentType: string | undefined;
  event: { event: string; data: Json };
}

/**
 * A webhook receiver: records every POST with its raw body. `failFirst` answers that many deliveries with 500,
 * `hangFirst` leaves that many without an answer (the sender's timeout must cut them).
 */
export async function startReceiver(options: { failFirst?: number; hangFirst?: number } = {}) {
  const deliveries: Delivery[] = [];
  let attempts = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      attempts += 1;
      if (attempts <= (options.hangFirst ?? 0)) return;
      if (attempts <= (options.hangFirst ?? 0) + (options.failFirst ?? 0)) {
        res.writeHead(500).end('receiver down');
        return;
      }
      const rawBody = Buffer.concat(chunks).toString('utf8');
      deliveries.push({
        rawBody,
        signature: req.headers['x-paystack-signature'] as string | undefined,
        contentType: req.headers['content-type'],
        event: JSON.parse(rawBody),
      });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/paystack-webhook`,
    deliveries,
    attempts: () => attempts,
    events: (name: string) => deliveries.filter((d) => d.event.event === name),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
