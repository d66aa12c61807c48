// What a guest types, checked with the database's own rules before anything is sent. The first submit of a guest
// form opens the visitor's anonymous session, so input the database would refuse must be stopped here: refused
// after sign-in, it would leave an empty guest account behind. The database checks everything again.
import { MESSAGES, isValidEmail, normaliseNigerianPhone, toKobo } from '@spotless/shared-data';

/** Ours (the spec has no text): an e-mail address the contact tables would refuse. */
export const INVALID_EMAIL = 'Please enter a valid email address.';
/** The database's text for a booking without a location (create_booking). */
export const LOCATION_REQUIRED = 'Please enter a location.';
/** Ours: a budget that is not an amount in naira. */
export const INVALID_BUDGET = 'Please enter the budget in naira, e.g. 25000.';
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** Column limits of the rows guest forms write (characters), so the browser stops typing where the table would refuse. */
export const MAX_LENGTH = {
  fullName: 120,
  email: 254,
  location: 300,
  description: 4000,
  budget: 100,
  specialRequest: 2000,
  cleanerPreference: 200,
} as const;

/** A required phone that shared-data's normaliser cannot turn into +234…; undefined when empty or fine. */
export function phoneError(value: string): string | undefined {
  return value.trim() && !normaliseNigerianPhone(value) ? MESSAGES.auth.invalidPhone : undefined;
}

/** An e-mail that is given but malformed or too long; undefined when empty or fine. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return undefined;
  return isValidEmail(email) && email.length <= MAX_LENGTH.email ? undefined : INVALID_EMAIL;
}

/** A naira amount `toKobo` cannot read; undefined when empty or fine. */
export function budgetError(value: string): string | undefined {
  return value.trim() && toKobo(value) === null ? INVALID_BUDGET : undefined;
}

/** Text longer than its column; undefined when it fits. */
export function lengthError(value: string, max: number, label: string): string | undefined {
  return value.trim().length > max ? tooLong(label, max) : undefined;
}

/** Keeps only the entries that hold a message. */
export function found<K extends string>(checks: Record<K, string | undefined>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) if (checks[key]) errors[key] = checks[key];
  return errors;
}
