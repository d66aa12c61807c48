// Built on first use: the first currency formatter loads locale data (tens of ms on a phone), which must not happen
// while the app evaluates this module at start-up.
let formatter: Intl.NumberFormat | undefined;
const nairaFormatter = () => (formatter ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }));

/**
 * Formats an amount stored in kobo (integer, 100 kobo = ₦1) as naira, e.g. 150000 → "₦1,500.00".
 * Accepts bigint because the database column is `bigint`. Division happens in integer space first so large
 * amounts stay exact to the kobo.
 */
export function formatNaira(kobo: number | bigint): string {
  if (typeof kobo === 'bigint') {
    const sign = kobo < 0n ? -1n : 1n;
    const abs = kobo * sign;
    const naira = Number(abs / 100n) + Number(abs % 100n) / 100;
    return nairaFormatter().format(sign < 0n ? -naira : naira);
  }
  if (!Number.isFinite(kobo)) return nairaFormatter().format(0);
  return nairaFormatter().format(Math.round(kobo) / 100);
}
