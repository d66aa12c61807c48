// Field checks of the account forms (spec §5). Messages: "{field} is required" from shared-data's MESSAGES; the rest
// short plain English where the spec gives none.
import { MESSAGES, isValidEmail, normaliseNigerianPhone } from '@spotless/shared-data';
import { MIN_PASSWORD_LENGTH } from './auth-parts';

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const INVALID_PICTURE_URL = 'Picture URL must start with https://';

/** Required + format check of an e-mail field; null when fine. */
export function emailError(value: string, label = 'Email'): string | null {
  if (!value.trim()) return MESSAGES.auth.fieldRequired(label);
  return isValidEmail(value) ? null : INVALID_EMAIL;
}

/** Required + Nigerian number check of a phone field (any common +234 form); null when fine. */
export function phoneError(value: string, label = 'Phone Number'): string | null {
  if (!value.trim()) return MESSAGES.auth.fieldRequired(label);
  return normaliseNigerianPhone(value) ? null : MESSAGES.auth.invalidPhone;
}

/** Required + length check of a new password; null when fine. */
export function newPasswordError(value: string, label = 'Password'): string | null {
  if (!value) return MESSAGES.auth.fieldRequired(label);
  return value.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
}

export type SignUpRole = 'client' | 'cleaner';

export interface RegisterForm {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  address: string;
  pictureUrl: string;
}

export type RegisterField = keyof RegisterForm;

export const EMPTY_REGISTER_FORM: RegisterForm = { fullName: '', email: '', phone: '', password: '', address: '', pictureUrl: '' };

/** The labels, also used in "{field} is required". */
export const REGISTER_LABELS: Record<RegisterField, string> = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  password: 'Password',
  address: 'Address',
  pictureUrl: 'Picture URL',
};

export interface RegisterCheck {
  errors: Partial<Record<RegisterField, string>>;
  /** True when at least one required field is empty (toast "Please fill all required fields."). */
  missingRequired: boolean;
}

/**
 * Checks the Register Your Account form: address is required for cleaners only; picture URL is optional. Signing up
 * with a phone number (`withEmail` false) asks for no e-mail: the number signs in.
 */
export function checkRegisterForm(form: RegisterForm, role: SignUpRole, withEmail = true): RegisterCheck {
  const required: RegisterField[] = ['fullName', ...(withEmail ? (['email'] as const) : []), 'phone', 'password', ...(role === 'cleaner' ? (['address'] as const) : [])];
  const errors: Partial<Record<RegisterField, string>> = {};
  let missingRequired = false;
  for (const field of required) {
    if (!form[field].trim()) {
      errors[field] = MESSAGES.auth.fieldRequired(REGISTER_LABELS[field]);
      missingRequired = true;
    }
  }
  if (withEmail && !errors.email && !isValidEmail(form.email)) errors.email = INVALID_EMAIL;
  if (!errors.phone && !normaliseNigerianPhone(form.phone)) errors.phone = MESSAGES.auth.invalidPhone;
  if (!errors.password && form.password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;
  if (form.pictureUrl.trim() && !/^https:\/\/\S+$/i.test(form.pictureUrl.trim())) errors.pictureUrl = INVALID_PICTURE_URL;
  return { errors, missingRequired };
}
