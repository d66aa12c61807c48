/** The e2e stack's local Termii SMS inbox (scripts/stack.mjs): the codes Auth sent, read as a phone's owner would. */
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_TERMII_URL } from './stack-config';

interface Sms {
  to: string;
  sms: string;
  messageId: string;
}

async function messagesTo(request: APIRequestContext, phone: string): Promise<Sms[]> {
  const r = await request.get(`${E2E_TERMII_URL}/inbox/api/messages?to=${encodeURIComponent(phone)}`);
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { messages: Sms[] }).messages;
}

/** How many SMS the number has received so far. */
export async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  return (await messagesTo(request, phone)).length;
}

/** The code of the newest SMS to `phone` once more than `after` have arrived (waits for it). */
export async function codeSentTo(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await messagesTo(request, phone);
      if (messages.length <= after) return false;
      code = /\b(\d{6})\b/.exec(messages[0]!.sms)?.[1];
      return Boolean(code);
    }, { message: `an SMS code to ${phone}` })
    .toBe(true);
  return code!;
}

/** A Nigerian mobile number no other run uses, as a person would type it ('0803 123 4567') and as Termii sees it. */
export function uniquePhone(): { typed: string; digits: string } {
  const eight = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { typed: `080${eight.slice(0, 1)} ${eight.slice(1, 4)} ${eight.slice(4)}`, digits: `23480${eight}` };
}
