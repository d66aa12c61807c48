/**
 * Money in the product is integer kobo (1 naira = 100 kobo, product.md §3). This is the only place where what a user
 * typed becomes kobo; kobo become text in one place too, shared-ui's formatNaira (presentation).
 */

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
