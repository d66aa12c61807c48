import { AuthError } from './errors';

/** A token bucket per key: `burst` requests at once, refilled at `perWindow` per `windowSeconds`. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    private readonly burst: number,
    perWindow: number,
    windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = perWindow / (windowSeconds * 1000);
  }

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    const t = this.now();
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: t };
    b.tokens = Math.min(this.burst, b.tokens + (t - b.at) * this.refillPerMs);
    b.at = t;
    if (this.buckets.size > 10_000) this.prune(t);
    if (b.tokens < 1) {
      this.buckets.set(key, b);
      return false;
    }
    b.tokens -= 1;
    this.buckets.set(key, b);
    return true;
  }

  /** Forgets keys whose buckets have refilled: they behave exactly like new ones. */
  private prune(t: number): void {
    for (const [k, b] of this.buckets) {
      if (b.tokens + (t - b.at) * this.refillPerMs >= this.burst) this.buckets.delete(k);
    }
  }
}

/** The per-IP limits of Supabase Auth (performance-and-security-notes.md). */
export interface AuthRateLimits {
  /** POST /token: 150 per 5 minutes, burst 30. */
  token: RateLimiter;
  /** Sign-ups, recovery, OTP and verification: 30 per 5 minutes. */
  email: RateLimiter;
  /** Anonymous sign-ins: 30 per hour. */
  anonymous: RateLimiter;
  /** MFA challenges and, apart, MFA verifications: 15 a minute each (GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY). */
  mfaChallenge: RateLimiter;
  mfaVerify: RateLimiter;
  /** SMS sent by the whole project per hour ([auth.rate_limit] sms_sent), one key for all. */
  sms: RateLimiter;
}

export function createAuthRateLimits(smsPerHour = 30): AuthRateLimits {
  return {
    token: new RateLimiter(30, 150, 300),
    email: new RateLimiter(30, 30, 300),
    anonymous: new RateLimiter(30, 30, 3600),
    mfaChallenge: new RateLimiter(15, 15, 60),
    mfaVerify: new RateLimiter(15, 15, 60),
    sms: new RateLimiter(smsPerHour, smsPerHour, 3600),
  };
}

/** Throws GoTrue's 429 when `limiter` is exhausted for this IP; `enabled` false turns limits off. */
export function enforce(enabled: boolean, limiter: RateLimiter, ip: string): void {
  if (enabled && !limiter.take(ip)) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

/**
 * A route `onRequest` hook that admits or refuses a request on arrival, then yields one event-loop
 * turn: every request already received is checked against the limit before any of them starts its
 * expensive part (database lookups, bcrypt), so a flood is refused at the door, not after hashing.
 */
export function admission(enabled: boolean, limiter: RateLimiter) {
  return {
    onRequest: async (req: { ip: string }) => {
      enforce(enabled, limiter, req.ip);
      if (enabled) await new Promise<void>((resolve) => setImmediate(resolve));
    },
  };
}
