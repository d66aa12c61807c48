/**
 * Money in the product is integer kobo (1 naira = 100 kobo, product.md §3). These helpers are the only place
 * where kobo become text and user input becomes kobo.
 */

import { onFirstUse } from './on-first-use';

// One formatter instance, built on first use: this runs for every price row, and building the first currency
// formatter loads locale data (tens of ms on a phone), which must not happen while the app starts.
const NAIRA = onFirstUse(() => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }));
const NAIRA_WHOLE = onFirstUse(
  () => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);

/**
 * Formats kobo as naira with the en-NG locale, e.g. 1500000 → "₦15,000.00".
 * @param kobo integer amount in kobo
 * @param options `whole: true` drops the kobo digits ("₦15,000"), for cards and bids where they are noise
 */
export function formatNaira(kobo: number, options: { whole?: boolean } = {}): string {
  if (!Number.isFinite(kobo)) throw new RangeError(`formatNaira needs a finite number, got ${kobo}`);
  return (options.whole ? NAIRA_WHOLE : NAIRA)().format(kobo / 100);
}

/**
 * Parses what a user typed as a naira amount into integer kobo: "15,000" → 1500000, "₦2,500.50" → 250050,
 * " 15 000 " → 1500000. Returns null for anything that is not a non-negative amount with at most two decimals
 * (empty, letters, "1.234", "-5"), so forms can show their own validation message.
 *
 * Works on the digits as text, never through floating point, so "0.29" is exactly 29 kobo.
 */
export function toKobo(nairaInput: string | number): number | null {
  const text = String(nairaInput)
    .trim()
    .replace(/^(₦|NGN|N)\s*/i, '')
    .replace(/[,\s]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const naira = match[1]!;
  const kobo = (match[2] ?? '').padEnd(2, '0');
  const value = Number(naira) * 100 + Number(kobo);
  return Number.isSafeInteger(value) ? value : null;
}
