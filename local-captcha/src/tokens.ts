import { randomBytes } from 'node:crypto';
import type { Widget } from './config';

interface Issued {
  siteKey: string;
  hostname: string;
  issuedAt: number;
  action?: string;
  cdata?: string;
}

/** What siteverify answers (Turnstile's fields). */
export interface Verdict {
  success: boolean;
  'error-codes': string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
  cdata?: string;
}

/**
 * Tokens the widget hands out, each redeemable once within the TTL, as Turnstile's are: a second redemption or a
 * late one is `timeout-or-duplicate`, a token this fake never issued (or issued for another widget's secret) is
 * `invalid-input-response`.
 */
export class TokenStore {
  private readonly issued = new Map<string, Issued>();

  constructor(
    private readonly widgets: Widget[],
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  widget(siteKey: string): Widget | undefined {
    return this.widgets.find((w) => w.siteKey === siteKey);
  }

  /** A fresh token for a known site key, or null. */
  issue(siteKey: string, hostname: string, extra: { action?: string; cdata?: string } = {}): string | null {
    if (!this.widget(siteKey)) return null;
    this.forgetExpired();
    // Real tokens are long opaque strings; the length matters to code that stores them.
    const token = `0.${randomBytes(48).toString('base64url')}`;
    this.issued.set(token, { siteKey, hostname, issuedAt: this.now(), ...extra });
    return token;
  }

  /** Checks a token against a secret and spends it. */
  redeem(secret: string | undefined, token: string | undefined): Verdict {
    if (!secret) return fail('missing-input-secret');
    if (!this.widgets.some((w) => w.secret === secret)) return fail('invalid-input-secret');
    if (!token) return fail('missing-input-response');
    if (token.length > 2048) return fail('invalid-input-response');
    const found = this.issued.get(token);
    if (!found) return fail(this.spent.has(token) ? 'timeout-or-duplicate' : 'invalid-input-response');
    if (this.widget(found.siteKey)?.secret !== secret) return fail('invalid-input-response');
    this.issued.delete(token);
    this.remember(token);
    if (this.now() - found.issuedAt > this.ttlMs) return fail('timeout-or-duplicate');
    return {
      success: true,
      'error-codes': [],
      challenge_ts: new Date(found.issuedAt).toISOString(),
      hostname: found.hostname,
      ...(found.action ? { action: found.action } : {}),
      ...(found.cdata ? { cdata: found.cdata } : {}),
    };
  }

  // Spent tokens, so a replay says `timeout-or-duplicate` like Turnstile; bounded, oldest forgotten first.
  private readonly spent = new Set<string>();

  private remember(token: string): void {
    this.spent.add(token);
    if (this.spent.size > 50_000) this.spent.delete(this.spent.values().next().value as string);
  }

  private forgetExpired(): void {
    if (this.issued.size < 10_000) return;
    const t = this.now();
    for (const [k, v] of this.issued) if (t - v.issuedAt > this.ttlMs) {
      this.issued.delete(k);
      this.remember(k);
    }
  }
}

function fail(code: string): Verdict {
  return { success: false, 'error-codes': [code] };
}
