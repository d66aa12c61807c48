import { submitPartnershipEnquiry } from './partnership-enquiries';

// Validation happens before any network call: these reject without a configured Supabase client.
describe('submitPartnershipEnquiry validation', () => {
  const valid = { organizationName: 'Lekki Builders Ltd', address: '12 Admiralty Way, Lekki, Lagos', contactNumber: '0803 123 4567', partnerType: 'Construction Companies' as const };

  it.each([
    [{ ...valid, organizationName: '  ' }, 'Error submitting form: please fill in the required fields.'],
    [{ ...valid, address: '' }, 'Error submitting form: please fill in the required fields.'],
    [{ ...valid, contactNumber: '' }, 'Error submitting form: please fill in the required fields.'],
    [{ ...valid, contactNumber: '12345' }, 'Error submitting form: Please enter a valid Nigerian phone number.'],
    [{ ...valid, email: 'not-an-email' }, 'Error submitting form: please check the email address.'],
  ])('rejects %p', async (input, message) => {
    await expect(submitPartnershipEnquiry(input)).rejects.toThrow(message);
  });
});
