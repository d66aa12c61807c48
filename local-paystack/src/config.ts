import path from 'node:path';

export interface PaystackConfig {
  port: number;
  host: string;
  /** What the API and the checkout page are reached at (authorization_url is built on it). */
  publicUrl?: string;
  secretKey: string;
  publicKey: string;
  /** Where events are POSTed; none: events are dropped (Paystack without a webhook URL set). */
  webhookUrl?: string;
  dataDir: string;
  /** Waits before each retry of a failed webhook delivery; its length is the number of retries. */
  webhookRetryDelaysMs: number[];
  webhookTimeoutMs: number;
  /** How long a queued transfer (and a refund) stays pending before it settles. */
  settleDelayMs: number;
}

// Test-mode keys in Paystack's format, so a product wired to them looks like one wired to Paystack's test mode.
export const DEFAULT_SECRET_KEY = 'sk_test_localpaystack0000000000000000000000';
export const DEFAULT_PUBLIC_KEY = 'pk_test_localpaystack0000000000000000000000';

function delays(raw: string | undefined): number[] | undefined {
  if (!raw) return undefined;
  return raw.split(',').map((d) => Number(d.trim())).filter((d) => Number.isFinite(d) && d >= 0);
}

/** Settings from the environment (README "Settings"), overridable piece by piece by the caller. */
export function loadConfig(overrides: Partial<PaystackConfig> = {}, env: NodeJS.ProcessEnv = process.env): PaystackConfig {
  return {
    port: Number(env.PORT ?? 54330),
    host: env.HOST ?? '127.0.0.1',
    publicUrl: env.PUBLIC_URL || undefined,
    secretKey: env.PAYSTACK_SECRET_KEY || DEFAULT_SECRET_KEY,
    publicKey: env.PAYSTACK_PUBLIC_KEY || DEFAULT_PUBLIC_KEY,
    webhookUrl: env.WEBHOOK_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data/paystack'),
    // Paystack retries for hours; locally a failing receiver should see its retries within minutes.
    webhookRetryDelaysMs: delays(env.WEBHOOK_RETRY_DELAYS_MS) ?? [5_000, 30_000, 120_000, 600_000, 1_800_000],
    webhookTimeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000),
    settleDelayMs: Number(env.SETTLE_DELAY_MS ?? 2_000),
    ...overrides,
  };
}
