// The Enter Your Details checks, with the pre_subscriptions table's own rules, so the form says what is wrong in the
// visitor's words instead of sending a row the database would refuse. The database checks everything again.
import { MESSAGES, isValidEmail, normaliseNigerianPhone } from '@spotless/shared-data';

export interface PreSubscribeDetails {
  fullName: string;
  email: string;
  phone: string;
  cleanerPreference: string;
}

/** Ours (the spec has no text): an e-mail address the table would refuse. */
export const INVALID_EMAIL = 'Please enter a valid email address.';
/** Column limits of pre_subscriptions (characters). */
export const MAX_LENGTH = { fullName: 120, email: 254, cleanerPreference: 200 } as const;

const tooLong = (value: string, max: number, label: string) => (value.trim().length > max ? `${label} must be at most ${max} characters.` : undefined);

/** The first reason the details cannot be stored ("Please fill in all fields." first), or undefined. */
export function preSubscribeError(details: PreSubscribeDetails): string | undefined {
  if (Object.values(details).some((v) => !v.trim())) return MESSAGES.visitors.fillAllFields;
  const email = details.email.trim();
  return (
    tooLong(details.fullName, MAX_LENGTH.fullName, 'Full Name') ??
    (isValidEmail(email) && email.length <= MAX_LENGTH.email ? undefined : INVALID_EMAIL) ??
    (normaliseNigerianPhone(details.phone) ? undefined : MESSAGES.auth.invalidPhone) ??
    tooLong(details.cleanerPreference, MAX_LENGTH.cleanerPreference, 'Cleaner Preference')
  );
}
