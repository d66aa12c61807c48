import type { PaystackConfig } from './config';
import type { Store } from './store';
import type { WebhookSender } from './webhooks';

/** What every part of local Paystack shares: settings, state, the webhook sender and background timers. */
export class Context {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly config: PaystackConfig,
    readonly store: Store,
    readonly webhooks: WebhookSender,
    /** Base URL the checkout page is reached at (known once the server listens). */
    readonly baseUrl: () => string,
  ) {}

  /** Runs fn later unless the server stops first (settling transfers and refunds). */
  later(delayMs: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, delayMs);
    this.timers.add(t);
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.webhooks.stop();
  }
}

export const nowIso = () => new Date().toISOString();

export const INTEGRATION_ID = 100032;
