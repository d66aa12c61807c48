import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readAuthSettings } from '../../src/auth/auth-settings-file';
import { smsSettingsFrom, smsText } from '../../src/auth/sms-settings';
import { loadConfig } from '../../src/config';

test('[auth.sms] and [auth.rate_limit] sms_sent come from config.toml as the Supabase CLI writes them', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ls-sms-settings-'));
  const file = path.join(dir, 'config.toml');
  writeFileSync(
    file,
    [
      '[auth.rate_limit]',
      'email_sent = 30',
      'sms_sent = 12 # per hour',
      '[auth.sms]',
      'enable_signup = true',
      'enable_confirmations = false',
      'template = "Code: {{ .Code }} \\"quoted\\" # not a comment"',
      'max_frequency = "1m30s"',
      '[auth.sms.twilio]',
      'enabled = false',
    ].join('\n'),
  );
  const settings = smsSettingsFrom({}, readAuthSettings(file));
  expect(settings).toMatchObject({
    enabled: true,
    confirmations: false,
    template: 'Code: {{ .Code }} "quoted" # not a comment',
    maxFrequencySeconds: 90,
    sentPerHour: 12,
    otpLength: 6,
    otpExpirySeconds: 60,
  });
  expect(smsText(settings.template, '042917')).toBe('Code: 042917 "quoted" # not a comment');
});

test('the gateway is local Termii unless TERMII_BASE_URL and TERMII_API_KEY point elsewhere', () => {
  const local = smsSettingsFrom({}, {});
  expect(local.termiiBaseUrl).toBe('http://127.0.0.1:54332');
  const real = smsSettingsFrom({ TERMII_BASE_URL: 'https://api.ng.termii.com/', TERMII_API_KEY: 'TLreal', TERMII_SENDER: 'SpotlessNG', SMS_ENABLED: 'false' }, { sms: { enableSignup: true } });
  expect(real).toMatchObject({ termiiBaseUrl: 'https://api.ng.termii.com', termiiApiKey: 'TLreal', termiiSender: 'SpotlessNG', enabled: false });
  // No [auth.sms] at all: GoTrue's defaults (phone off, confirmations on, one code a minute, 30 SMS an hour).
  expect(smsSettingsFrom({}, {})).toMatchObject({ enabled: false, confirmations: true, maxFrequencySeconds: 60, sentPerHour: 30 });
});

test("the repository's supabase/config.toml turns phone sign-in on with the product's text", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ls-sms-repo-'));
  const { sms } = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
  expect(sms).toMatchObject({ enabled: true, confirmations: true, template: 'Your Spotless code is {{ .Code }}', maxFrequencySeconds: 60, sentPerHour: 30 });
});
