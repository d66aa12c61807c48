// The platform's commission as the database computes it (public.commission_of): basis points of the price, rounded
// half up to the kobo, integers only. Screens use it for previews; the database computes the real figure.

/** Basis points in a whole (10 000 = 100%). */
export const BPS_PER_WHOLE = 10_000;
/** The highest commission the database accepts (payment_settings.commission_bps: 0 to 5000). */
export const MAX_COMMISSION_BPS = 5_000;

/**
 * The platform's share of `grossKobo` at `bps` basis points, half up to the kobo. BigInt keeps the product exact
 * for any price the database allows (up to 10^11 kobo), as the database's bigint arithmetic does.
 */
export function commissionOf(grossKobo: number, bps: number): number {
  if (!Number.isInteger(grossKobo) || !Number.isInteger(bps) || grossKobo < 0 || bps < 0) {
    throw new RangeError(`commissionOf needs non-negative integers, got ${grossKobo} and ${bps}`);
  }
  return Number((BigInt(grossKobo) * BigInt(bps) + 5000n) / 10000n);
}

/** What a price splits into: the platform's fee and what the cleaner receives. */
export function payoutSplit(priceKobo: number, bps: number): { feeKobo: number; netKobo: number } {
  const feeKobo = commissionOf(priceKobo, bps);
  return { feeKobo, netKobo: priceKobo - feeKobo };
}

/** Basis points as a percentage for people: 1500 → "15", 1250 → "12.5", 1234 → "12.34". */
export function bpsToPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = bps % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * A percentage typed by an admin ("15", "12.5", "7.25%") as basis points; null unless it is 0 to 50 with at most
 * two decimals. Read as text, not as a float, so 12.34 is exactly 1234.
 */
export function percentToBps(input: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(input.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
  return bps <= MAX_COMMISSION_BPS ? bps : null;
}
