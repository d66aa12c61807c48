import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import { DataError } from '../errors/data-error';
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

/**
 * Records a visitor's interest in a plan. Insert-only for visitors (no read back: only admins read them), so it
 * works with or without a session.
 * @throws DataError: "Please fill in all fields.", "Please select a subscription before submitting", the phone
 *   text, or "Error submitting your details: {message}"
 */
export async function submitPreSubscription(input: PreSubscriptionInput): Promise<void> {
  const fields = [input.fullName, input.email, input.phone, input.cleanerPreference].map((v) => v.trim());
  if (fields.some((v) => !v)) throw new DataError(MESSAGES.visitors.fillAllFields);
  if (!input.planId || !input.frequencyId) throw new DataError(MESSAGES.visitors.selectSubscription);
  const phone = normaliseNigerianPhone(input.phone);
  if (!phone) throw new DataError(MESSAGES.auth.invalidPhone);
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
    throw new DataError(MESSAGES.visitors.submitDetailsFailed(error.code === '23514' ? 'please check your email address.' : 'please try again.'), {
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
