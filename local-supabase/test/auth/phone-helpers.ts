import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalTermii, type LocalTermii } from '@spotless/local-termii';
import type { Config } from '../../src/config';
import type { SmsSettings } from '../../src/auth/sms-settings';
import { startTestServer, type TestServer } from '../helpers/test-server';

export const TERMII_KEY = 'TLphonetestkey0000000000000000000000';

/** A Nigerian mobile number no other test uses (E.164 with +, as shared-data sends it). */
let n = 0;
export function uniquePhone(): string {
  const tail = String((Date.now() % 1_000_000) * 100 + (n++ % 100)).padStart(8, '0').slice(-8);
  return `+23480${tail}`;
}

export interface PhoneStack {
  server: TestServer;
  termii: LocalTermii;
  /** The newest code local Termii received for `phone` (any form), read from the SMS text. */
  lastCode(phone: string): string | undefined;
  smsCount(phone: string): number;
  stop(): Promise<void>;
}

/** local-supabase with phone sign-in on, its SMS going to a real local Termii (in-process, port 0). */
export async function startPhoneStack(sms: Partial<SmsSettings> = {}, overrides: Partial<Config> = {}): Promise<PhoneStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ls-termii-'));
  const termii = await startLocalTermii({ port: 0, host: '127.0.0.1', apiKey: TERMII_KEY, dataDir });
  const server = await startTestServer({
    sms: {
      enabled: true,
      confirmations: true,
      template: 'Your Spotless code is {{ .Code }}',
      maxFrequencySeconds: 60,
      sentPerHour: 1000,
      otpLength: 6,
      otpExpirySeconds: 60,
      termiiBaseUrl: termii.url,
      termiiApiKey: TERMII_KEY,
      termiiSender: 'Spotless',
      ...sms,
    },
    ...overrides,
  });
  return {
    server,
    termii,
    lastCode(phone) {
      const sms = termii.inbox.list(phone)[0];
      return sms ? /(\d{6})/.exec(sms.sms)?.[1] : undefined;
    },
    smsCount: (phone) => termii.inbox.list(phone).length,
    async stop() {
      await server.stop();
      await termii.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
