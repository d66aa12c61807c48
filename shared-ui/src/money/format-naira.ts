// THE money formatter of the product: every amount a person reads (tables, cards, toasts, hints) goes through it, so
// naira look the same everywhere. Parsing what people type into kobo is data work and lives in shared-data (toKobo).
//
// Built on first use: the first currency formatter loads locale data (tens of ms on a phone), which must not happen
// while the app evaluates this module at start-up.
let formatter: Intl.NumberFormat | undefined;
const nairaFormatter = () => (formatter ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }));

/**
 * Formats an amount stored in kobo (integer, 100 kobo = ₦1) as en-NG naira: 150000 → "₦1,500.00". Accepts bigint
 * because the database column is `bigint`; it is handed to Intl as a decimal string, which Intl formats exactly, so
 * even amounts beyond 2^53 kobo keep every digit.
 *
 * @throws RangeError for NaN or ±Infinity: an amount that is not a number is a bug upstream, and showing it as ₦0.00
 *   would tell a person something false about a price. {@link NairaAmount} shows its fallback instead.
 */
export function formatNaira(kobo: number | bigint): string {
  if (typeof kobo === 'bigint') {
    const abs = kobo < 0n ? -kobo : kobo;
    const decimal = `${kobo < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral;
    return nairaFormatter().format(decimal);
  }
  if (!Number.isFinite(kobo)) throw new RangeError(`formatNaira needs a finite number, got ${kobo}`);
  return nairaFormatter().format(Math.round(kobo) / 100);
}
