import { sendChatMessage, CHAT_SEND_FAILED } from '../chat/chat';
import { submitPreSubscription } from '../visitors/pre-subscriptions';
import { submitPartnershipEnquiry } from '../marketing/partnership-enquiries';
import { rateLimitMessage } from './rate-limit';

/** The error the next insert answers, as supabase-js reports a PostgREST error. */
let mockInsertError: { code: string; message: string; hint?: string } | null = null;

jest.mock('../client/supabase-client', () => ({
  getSupabase: async () => ({
    auth: { getSession: async () => ({ data: { session: { user: { id: 'guest-1' } } }, error: null }) },
    from: () => ({ insert: async () => ({ data: null, error: mockInsertError }) }),
  }),
}));

const LIMIT = { code: 'PT429', message: 'Too many messages. Please try again later.' };

describe('rateLimitMessage', () => {
  it('is the database text of a PT429 refusal only', () => {
    expect(rateLimitMessage(LIMIT)).toBe(LIMIT.message);
    expect(rateLimitMessage({ code: '23514', message: 'new row violates check constraint "x"' })).toBeUndefined();
    expect(rateLimitMessage({ code: 'PT429', message: 'x'.repeat(201) })).toBeUndefined();
    expect(rateLimitMessage(null)).toBeUndefined();
  });

  it('says when to try again from the database hint retry_after_seconds', () => {
    expect(rateLimitMessage({ ...LIMIT, hint: 'retry_after_seconds=1500' })).toBe('Too many messages. Please try again in 25 minutes.');
    expect(rateLimitMessage({ ...LIMIT, hint: 'retry_after_seconds=40' })).toBe('Too many messages. Please try again in a minute.');
    expect(rateLimitMessage({ ...LIMIT, hint: 'something else' })).toBe(LIMIT.message);
  });
});

describe('writes refused by a rate limit show its text', () => {
  afterEach(() => {
    mockInsertError = null;
  });

  it('a chat message', async () => {
    mockInsertError = LIMIT;
    await expect(sendChatMessage('thread-1', 'Hello')).rejects.toThrow(LIMIT.message);
    mockInsertError = { code: '42501', message: 'new row violates row-level security policy' };
    await expect(sendChatMessage('thread-1', 'Hello')).rejects.toThrow(CHAT_SEND_FAILED);
  });

  it('a pre-subscription', async () => {
    mockInsertError = { code: 'PT429', message: 'Too many submissions. Please try again later.' };
    const input = {
      fullName: 'Sade Bello', email: 'sade@example.ng', phone: '0802 333 4444', cleanerPreference: 'Any', planId: 'plan-1', frequencyId: 1,
    };
    await expect(submitPreSubscription(input)).rejects.toThrow('Error submitting your details: Too many submissions. Please try again later.');
  });

  it('a partnership enquiry says when to try again', async () => {
    mockInsertError = { code: 'PT429', message: 'Too many enquiries. Please try again later.', hint: 'retry_after_seconds=1500' };
    const input = { organizationName: 'Lekki Schools', address: '3 Admiralty Way', contactNumber: '0802 000 2222', partnerType: 'Schools' as const };
    await expect(submitPartnershipEnquiry(input)).rejects.toThrow('Error submitting form: Too many enquiries. Please try again in 25 minutes.');
  });
});
