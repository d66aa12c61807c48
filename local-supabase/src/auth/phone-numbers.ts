import { validationFailed } from './errors';

/** E.164 digits: a country code that does not start with 0, at most 15 digits in all (GoTrue's check). */
const E164_DIGITS = /^[1-9]\d{1,14}$/;

/**
 * A phone number as GoTrue stores it: the leading + and spaces dropped, then E.164 digits or a 400. The product
 * normalises Nigerian forms ('0803 123 4567') to +234… before calling (shared-data); GoTrue itself does no more.
 */
export function normalizePhone(raw: string): string {
  const phone = raw.trim().replace(/^\+/, '').replace(/\s/g, '');
  if (!E164_DIGITS.test(phone)) throw validationFailed('Invalid phone number format (E.164 required)');
  return phone;
}
