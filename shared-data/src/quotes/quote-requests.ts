import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ensureGuestSession } from '../auth/actions';
import { guestSessionError } from '../auth/guest-session-error';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { QuoteServiceType } from '../constants/business';
import { DataError } from '../errors/data-error';
import { normaliseNigerianPhone } from '../format/phone';
import { queryKeys } from '../query/query-keys';
import { unwrapRpc } from './db-error';

/** What the quote forms send (guest form: name and phone required; a signed-in client may leave them to the profile). */
export interface QuoteRequestInput {
  serviceType: QuoteServiceType | string;
  location: string;
  description: string;
  fullName?: string;
  phone?: string;
  email?: string;
  /** Free text ("₦20,000 - ₦30,000"). */
  budget?: string;
  state?: string;
  lga?: string;
  /** Send the request to this verified cleaner only (journey 4); omit to open it to every verified cleaner. */
  targetCleanerId?: string | null;
}

/** Trims optional text; empty becomes undefined so the RPC's defaults apply. */
function opt(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Creates a quote request through the `create_quote_request` RPC (the database checks the caller, the fields and
 * the target cleaner). The caller must have a session: use {@link submitGuestQuoteRequest} from public pages.
 * @returns the new request's id
 * @throws DataError: the database's validation text, or "Failed to submit quote request. Please try again."
 */
export async function createQuoteRequest(input: QuoteRequestInput): Promise<string> {
  let phone: string | undefined;
  if (opt(input.phone)) {
    phone = normaliseNigerianPhone(input.phone ?? '') ?? undefined;
    if (!phone) throw new DataError(MESSAGES.auth.invalidPhone);
  }
  const supabase = await getSupabase();
  const result = await supabase.rpc('create_quote_request', {
    p_service_type: input.serviceType,
    p_location: input.location.trim(),
    p_description: input.description.trim(),
    p_full_name: opt(input.fullName),
    p_phone: phone,
    p_email: opt(input.email),
    p_budget: opt(input.budget),
    p_state: opt(input.state),
    p_lga: opt(input.lga),
    p_target_cleaner_id: input.targetCleanerId ?? undefined,
  });
  return unwrapRpc(result, MESSAGES.quotes.submitFailed) as string;
}

/**
 * Guest submit: creates the anonymous session silently if the visitor has none (first submit), then the request.
 * A signed-in client keeps their own session.
 */
export async function submitGuestQuoteRequest(input: QuoteRequestInput): Promise<string> {
  try {
    await ensureGuestSession();
  } catch (error) {
    throw guestSessionError(error, MESSAGES.quotes.submitFailed);
  }
  return createQuoteRequest(input);
}

/** Mutation hook of {@link submitGuestQuoteRequest}; refreshes the requester's lists on success. */
export function useSubmitQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGuestQuoteRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all }),
  });
}
