// Naira in words for the booking page ("₦25,000"; kobo shown only when there are any).
let naira: Intl.NumberFormat | undefined;

/** "₦25,000" for 2500000 kobo; "₦25,000.5" is never shown: kobo print as two digits ("₦25,000.50"). */
export function formatNairaKobo(kobo: number): string {
  // Built on first use, like the date formats: locale data must not load while the app starts.
  naira ??= new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const text = naira.format(kobo / 100);
  return `₦${/\.\d$/.test(text) ? `${text}0` : text}`;
}
