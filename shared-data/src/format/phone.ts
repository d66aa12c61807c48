import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Nigerian numbers are +234 followed by 10 digits (product.md §7). libphonenumber-js's default metadata also
 * accepts 8-digit landlines, which the product does not take, hence the length check on top.
 */
const NATIONAL_DIGITS = 10;

/**
 * Normalises a Nigerian phone number to E.164: '0803 123 4567', '803-123-4567', '2348031234567' and
 * '+234 803 123 4567' all become '+2348031234567'. Returns null when the input is not a valid Nigerian number
 * (too short/long, another country, letters).
 */
export function normaliseNigerianPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /[a-z]/i.test(trimmed)) return null;
  // "2348031234567" without the plus is common on forms; treat it as international.
  const candidate = /^234\d{10}$/.test(trimmed.replace(/[\s()-]/g, '')) ? `+${trimmed}` : trimmed;
  const parsed = parsePhoneNumberFromString(candidate, 'NG');
  if (!parsed || parsed.country !== 'NG' || !parsed.isValid()) return null;
  if (parsed.nationalNumber.length !== NATIONAL_DIGITS) return null;
  return parsed.number;
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
