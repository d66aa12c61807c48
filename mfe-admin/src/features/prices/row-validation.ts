// Validation shared by the price and subscription-plan editors: required fields, a naira amount, a 0–100 discount.
import { MESSAGES, toKobo } from '@spotless/shared-data';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The errors of a form and, when there are none, the row to save. */
export interface Validated<V, I> {
  errors: FieldErrors<V>;
  input?: I;
}

/** A "{label} is required" error for each listed field left blank. */
export function requiredErrors<V extends Record<string, string>>(values: V, labels: Partial<Record<keyof V, string>>): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const key of Object.keys(labels) as Array<keyof V>) {
    if (!values[key]?.trim()) errors[key] = MESSAGES.auth.fieldRequired(labels[key] as string);
  }
  return errors;
}

/** A naira amount in kobo, or the error to show (blank is left to requiredErrors). */
export function nairaAmount(text: string, example: string): { kobo: number | null; error?: string } {
  if (!text.trim()) return { kobo: null };
  const kobo = toKobo(text);
  return kobo === null ? { kobo, error: `Enter an amount in naira, e.g. ${example}` } : { kobo };
}

/** An optional discount: blank is 0; anything outside 0–100 is an error. */
export function discountPercentage(text: string): { value: number; error?: string } {
  const value = text.trim() ? Number(text) : 0;
  if (!Number.isFinite(value) || value < 0 || value > 100) return { value, error: 'Enter a percentage between 0 and 100' };
  return { value };
}
