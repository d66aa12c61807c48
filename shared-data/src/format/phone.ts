/**
 * Nigerian phone numbers without a phone library on the page.
 *
 * Why hand-written: libphonenumber-js with its default metadata is ~24 KB gzip, and this module is part of
 * shared-data's main entry, which every page (the home page included) loads before first paint. We only ever accept
 * Nigerian numbers, whose rules fit in one expression. `phone.equivalence.test.ts` checks these functions against
 * libphonenumber-js on thousands of inputs so the two cannot drift apart.
 *
 * The rules (product.md §7, Nigeria's numbering plan as in libphonenumber's NG metadata):
 * - E.164 is +234 followed by the 10-digit national significant number;
 * - a valid national number starts with 20 (a few fixed lines), 7, 8 or 9 (mobile: 70x, 80x, 81x, 90x, 91x...);
 * - written nationally with the trunk prefix 0 ('0803 123 4567'), internationally as +234 / 234 / 009 234;
 * - 8- and 9-digit landlines ('01 234 5678') are not taken by the product.
 */
const COUNTRY_CODE = '234';
/** National significant number: 10 digits starting with 20, 7, 8 or 9. */
const NATIONAL_NUMBER = /^(?:20|[7-9]\d)\d{8}$/;
/** What people type between digits: spaces, brackets, dashes, dots and slashes. */
const SEPARATORS = /[\s().\-/]/g;
/** Nigeria's international call prefix (dialling out of Nigeria: 009 + country code). */
const INTERNATIONAL_PREFIX = '009';

/**
 * Normalises a Nigerian phone number to E.164: '0803 123 4567', '803-123-4567', '2348031234567' and
 * '+234 803 123 4567' all become '+2348031234567'. Returns null when the input is not a valid Nigerian number
 * (too short/long, another country, letters or other symbols).
 */
export function normaliseNigerianPhone(input: string): string | null {
  const trimmed = input.trim();
  const international = trimmed.startsWith('+');
  const body = international ? trimmed.slice(1) : trimmed;
  const digits = body.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits)) return null;

  let national: string;
  if (international || digits.startsWith(INTERNATIONAL_PREFIX)) {
    const withCountry = international ? digits : digits.slice(INTERNATIONAL_PREFIX.length);
    if (!withCountry.startsWith(COUNTRY_CODE)) return null;
    national = withCountry.slice(COUNTRY_CODE.length);
  } else if (digits.startsWith(COUNTRY_CODE)) {
    // "2348031234567" without the plus is common on forms: no national number starts with 23, so it is the
    // country code.
    national = digits.slice(COUNTRY_CODE.length);
  } else {
    national = digits;
  }
  // The trunk prefix: '0803…' nationally, and '+234 (0) 803…' as some people write it.
  if (national.startsWith('0')) national = national.slice(1);
  return NATIONAL_NUMBER.test(national) ? `+${COUNTRY_CODE}${national}` : null;
}

/**
 * Formats a stored +234 number for display the way Nigerians write it: '+2348031234567' → '0803 123 4567'.
 * Returns the input unchanged when it is not a valid Nigerian number (legacy data stays readable).
 */
export function formatNigerianPhone(e164: string): string {
  const normalised = normaliseNigerianPhone(e164);
  if (!normalised) return e164;
  const national = `0${normalised.slice(4)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}
