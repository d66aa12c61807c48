/**
 * What the platform sent outside the app, read as its owner would: the e-mails in local-supabase's inbox (/mail) and
 * the SMS in local Termii's inbox, both open to this machine. Also the scheduler's two steps for reminders (issue 27),
 * run through the service role exactly as its jobs run them: send_booking_reminders() and the deliver-messages
 * Edge Function with the service key.
 */
import { E2E_SUPABASE_URL, E2E_TERMII_URL } from './stack-config';
import { ok, serviceClient, stack } from './security-stack';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails sent to `address`, newest first. */
export async function emailsTo(address: string): Promise<Email[]> {
  const r = await fetch(`${E2E_SUPABASE_URL}/mail/api/messages?to=${encodeURIComponent(address)}`);
  if (!r.ok) throw new Error(`mailbox: ${r.status}`);
  return (await r.json()) as Email[];
}

/** The SMS texts local Termii took for `phone` (any form: Termii is sent its digits), newest first. */
export async function smsTextsTo(phone: string): Promise<string[]> {
  const r = await fetch(`${E2E_TERMII_URL}/inbox/api/messages?to=${phone.replace(/\D/g, '')}`);
  if (!r.ok) throw new Error(`SMS inbox: ${r.status}`);
  return ((await r.json()) as { messages: { sms: string }[] }).messages.map((m) => m.sms);
}

/**
 * The reminders job (cron 'spotless-booking-reminders': `select public.send_booking_reminders()`), with the clock it
 * reads set to `at` (its p_now argument; the job passes none, so it is now()). Returns how many reminders went out.
 */
export async function runReminderJob(at: Date): Promise<number> {
  const service = await serviceClient();
  return ok(await service.rpc('send_booking_reminders', { p_now: at.toISOString() }), 'send_booking_reminders') as number;
}

/**
 * The delivery job's call (cron 'spotless-deliver-messages' posts to the function with the service key from Vault):
 * sends what is queued. The job itself runs every minute and may get there first; either way each message goes once.
 */
export async function deliverQueuedMessages(): Promise<void> {
  const { serviceKey } = await stack();
  const r = await fetch(`${E2E_SUPABASE_URL}/functions/v1/deliver-messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serviceKey}`, apikey: serviceKey, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!r.ok) throw new Error(`deliver-messages: ${r.status} ${await r.text()}`);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A time as the database words it in messages (to_char(… at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI')):
 * "6 Dec 2026, 10:00". Lagos keeps UTC+1 all year.
 */
export function lagosWords(iso: string): string {
  const t = new Date(new Date(iso).getTime() + 3600_000);
  const hh = String(t.getUTCHours()).padStart(2, '0');
  const mm = String(t.getUTCMinutes()).padStart(2, '0');
  return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${hh}:${mm}`;
}
