import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import { DataError } from '../errors/data-error';
import { rateLimitMessage } from '../errors/rate-limit';
import { isValidEmail } from '../format/email';
import { normaliseNigerianPhone } from '../format/phone';

/** The Enter Your Details form of Pre-Subscribe Now (all four fields required) and the chosen plan. */
export interface PreSubscriptionInput {
  fullName: string;
  email: string;
  phone: string;
  cleanerPreference: string;
  planId: string | null | undefined;
  frequencyId: number | null | undefined;
}

/** The four Enter Your Details fields (every one required). */
export type PreSubscriptionDetails = Pick<PreSubscriptionInput, 'fullName' | 'email' | 'phone' | 'cleanerPreference'>;

/** Column limits of pre_subscriptions (characters). */
export const PRE_SUBSCRIPTION_MAX_LENGTH = { fullName: 120, email: 254, cleanerPreference: 200 } as const;

/** Ours (the spec has no text): an e-mail address the table would refuse. */
export const INVALID_EMAIL = 'Please enter a valid email address.';

const tooLong = (value: string, max: number, label: string) => (value.trim().length > max ? `${label} must be at most ${max} characters.` : undefined);

/**
 * The first reason the details cannot be stored ("Please fill in all fields." first), or undefined: the
 * pre_subscriptions table's own rules in the visitor's words. Both public areas' forms and
 * {@link submitPreSubscription} use it; the database checks everything again.
 */
export function preSubscriptionError(details: PreSubscriptionDetails): string | undefined {
  const fields = [details.fullName, details.email, details.phone, details.cleanerPreference];
  if (fields.some((v) => !v.trim())) return MESSAGES.visitors.fillAllFields;
  const email = details.email.trim();
  return (
    tooLong(details.fullName, PRE_SUBSCRIPTION_MAX_LENGTH.fullName, 'Full Name') ??
    (isValidEmail(email) && email.length <= PRE_SUBSCRIPTION_MAX_LENGTH.email ? undefined : INVALID_EMAIL) ??
    (normaliseNigerianPhone(details.phone) ? undefined : MESSAGES.auth.invalidPhone) ??
    tooLong(details.cleanerPreference, PRE_SUBSCRIPTION_MAX_LENGTH.cleanerPreference, 'Cleaner Preference')
  );
}

/**
 * Records a visitor's interest in a plan. Insert-only for visitors (no read back: only admins read them), so it
 * works with or without a session.
 * @throws DataError: the {@link preSubscriptionError} text, "Please select a subscription before submitting", or
 *   "Error submitting your details: {message}"
 */
export async function submitPreSubscription(input: PreSubscriptionInput): Promise<void> {
  const problem = preSubscriptionError(input);
  if (problem) throw new DataError(problem);
  if (!input.planId || !input.frequencyId) throw new DataError(MESSAGES.visitors.selectSubscription);
  const fields = [input.fullName, input.email, input.phone, input.cleanerPreference].map((v) => v.trim());
  const phone = normaliseNigerianPhone(input.phone);
  const supabase = await getSupabase();
  const { error } = await supabase.from('pre_subscriptions').insert({
    full_name: fields[0],
    email: fields[1],
    phone,
    cleaner_preference: fields[3],
    subscription_plan_id: input.planId,
    frequency_id: input.frequencyId,
  });
  if (error) {
    const reason = rateLimitMessage(error) ?? (error.code === '23514' ? 'please check your email address.' : 'please try again.');
    throw new DataError(MESSAGES.visitors.submitDetailsFailed(reason), {
      code: error.code,
      detail: error.message,
      cause: error,
    });
  }
}

/** Mutation hook of {@link submitPreSubscription}. */
export function usePreSubscribe() {
  return useMutation({ mutationFn: submitPreSubscription });
}
