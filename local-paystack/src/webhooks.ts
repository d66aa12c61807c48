import { createHmac } from 'node:crypto';

/** Paystack's signature: hex HMAC-SHA512 of the exact body bytes, keyed with the secret key. */
export function signWebhook(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export interface WebhookOptions {
  url?: string;
  secretKey: string;
  retryDelaysMs: number[];
  timeoutMs: number;
  log?: (msg: string, extra?: Record<string, unknown>) => void;
}

/**
 * Delivers events to the configured URL: a 2xx answer is a delivery; any other answer, a network error or no answer
 * within the timeout is retried after each of retryDelaysMs in turn, then given up (as Paystack gives up after its
 * retry window). Deliveries run in the background: an API answer never waits for the receiver.
 */
export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private stopped = false;

  constructor(private readonly options: WebhookOptions) {}

  send(event: string, data: unknown): void {
    if (!this.options.url) return;
    // Serialised once: every attempt carries the same bytes, so the signature a receiver checked once stays valid.
    const body = JSON.stringify({ event, data });
    void this.attempt(body, event, 0);
  }

  private async attempt(body: string, event: string, attempt: number): Promise<void> {
    if (this.stopped) return;
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    let outcome: string;
    try {
      const res = await fetch(this.options.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, this.options.secretKey) },
        body,
        signal: controller.signal,
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return;
      outcome = `HTTP ${res.status}`;
    } catch (err) {
      outcome = controller.signal.aborted ? 'timed out' : (err as Error).message;
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
    const delay = this.options.retryDelaysMs[attempt];
    if (delay === undefined || this.stopped) {
      this.options.log?.('webhook given up', { event, attempts: attempt + 1, outcome });
      return;
    }
    this.options.log?.('webhook failed, will retry', { event, attempt: attempt + 1, outcome, retryInMs: delay });
    const retry = setTimeout(() => {
      this.timers.delete(retry);
      void this.attempt(body, event, attempt + 1);
    }, delay);
    this.timers.add(retry);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const c of this.inFlight) c.abort();
  }
}
