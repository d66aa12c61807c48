import { AuthFailure } from '@spotless/shared-data';
import { PHONE_MESSAGES, SmsWaitFailure, phoneForAuth, toPhoneAuthFailure } from './phone-auth';

describe('phoneForAuth: +234 numbers in any common form, as E.164 for Auth', () => {
  test.each([
    '0803 123 4567',
    '08031234567',
    '0803-123-4567',
    '2348031234567',
    '234 803 123 4567',
    '+234 803 123 4567',
    '+2348031234567',
    '+234 (0) 803 123 4567',
    '  803 123 4567 ',
  ])('%s → +2348031234567', (input) => {
    expect(phoneForAuth(input)).toBe('+2348031234567');
  });

  test.each(['', '12345', '+44 7700 900123', '0803 123 456', '0803 123 45678', '0603 123 4567', 'phone'])('%j is refused as invalid_phone', (input) => {
    expect(() => phoneForAuth(input)).toThrow(AuthFailure);
    try {
      phoneForAuth(input);
    } catch (e) {
      expect((e as AuthFailure).kind).toBe('invalid_phone');
    }
  });
});

describe("toPhoneAuthFailure: Auth's answers in the phone screens' words", () => {
  test('a wrong or expired code', () => {
    const f = toPhoneAuthFailure({ name: 'AuthApiError', status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    expect([f.kind, f.message]).toEqual(['invalid_credentials', PHONE_MESSAGES.codeWrong]);
  });

  test('asked again too soon: the seconds Auth gave, for the countdown', () => {
    const f = toPhoneAuthFailure({
      status: 429,
      code: 'over_sms_send_rate_limit',
      message: 'For security purposes, you can only request this after 42 seconds.',
    });
    expect(f).toBeInstanceOf(SmsWaitFailure);
    expect((f as SmsWaitFailure).seconds).toBe(42);
    expect(f.message).toBe('Please wait 42 seconds before asking for a new code.');
  });

  test("the project's SMS budget spent", () => {
    const f = toPhoneAuthFailure({ status: 429, code: 'over_sms_send_rate_limit', message: 'SMS rate limit exceeded' });
    expect(f).not.toBeInstanceOf(SmsWaitFailure);
    expect([f.kind, f.message]).toEqual(['rate_limited', PHONE_MESSAGES.tooManySms]);
  });

  test('no account for the number, a number taken, an unconfirmed number, a failed SMS', () => {
    expect(toPhoneAuthFailure({ status: 422, code: 'otp_disabled' }).message).toBe(PHONE_MESSAGES.noAccount);
    expect(toPhoneAuthFailure({ status: 422, code: 'phone_exists' }).message).toBe(PHONE_MESSAGES.phoneTaken);
    expect(toPhoneAuthFailure({ status: 400, code: 'phone_not_confirmed' }).message).toBe(PHONE_MESSAGES.notConfirmed);
    expect(toPhoneAuthFailure({ name: 'AuthRetryableFetchError', status: 500 }).message).toBe(PHONE_MESSAGES.smsFailed);
    expect(toPhoneAuthFailure({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' }).kind).toBe('invalid_phone');
  });

  test('anything else as the other auth actions say it', () => {
    expect(toPhoneAuthFailure({ status: 400, code: 'user_banned' }).kind).toBe('banned');
  });
});
