import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client';
import { PARTNER_TYPES, type PartnerType } from '../constants/business';
import { MESSAGES } from '../constants/messages';
import { DataError } from '../errors/data-error';
import { rateLimitMessage } from '../errors/rate-limit';
import { isValidEmail } from '../format/email';
import { normaliseNigerianPhone } from '../format/phone';

/** The Partner with Us form: organisation name, address and contact number required, email optional. */
export interface PartnershipEnquiryInput {
  organizationName: string;
  address: string;
  contactNumber: string;
  email?: string;
  partnerType: PartnerType;
}

/**
 * Stores a partnership enquiry (visitors insert only; admins read them and are notified by a trigger).
 * Errors carry the spec's text: "Error submitting form: {message}".
 * @throws DataError
 */
export async function submitPartnershipEnquiry(input: PartnershipEnquiryInput): Promise<void> {
  const organizationName = input.organizationName.trim();
  const address = input.address.trim();
  const email = input.email?.trim() ?? '';
  const fail = (message: string) => new DataError(MESSAGES.visitors.formSubmitFailed(message));
  if (!organizationName || !address || !input.contactNumber.trim()) throw fail('please fill in the required fields.');
  if (!PARTNER_TYPES.includes(input.partnerType)) throw fail('please choose a partner type.');
  const contactNumber = normaliseNigerianPhone(input.contactNumber);
  if (!contactNumber) throw fail(MESSAGES.auth.invalidPhone);
  if (email && !isValidEmail(email)) throw fail('please check the email address.');
  const supabase = await getSupabase();
  const { error } = await supabase.from('partnership_enquiries').insert({
    organization_name: organizationName,
    address,
    contact_number: contactNumber,
    email: email || null,
    partner_type: input.partnerType,
  });
  // A refusal by the hourly limit says when to try again (the database's hint); other errors as the spec words them.
  if (error) throw new DataError(MESSAGES.visitors.formSubmitFailed(rateLimitMessage(error) ?? error.message), { code: error.code, detail: error.message, cause: error });
}

/** Mutation hook of {@link submitPartnershipEnquiry}. */
export function usePartnershipEnquiry() {
  return useMutation({ mutationFn: submitPartnershipEnquiry });
}
