import type { SmsSettings } from './sms-settings';

/** The provider did not take the message: GoTrue answers sms_send_failed. */
export class SmsSendError extends Error {}

/**
 * Sends one SMS through Termii's send-SMS API (`POST {base}/api/sms/send`, JSON with the key in the body), the way
 * the product talks to Termii in production. A non-2xx answer or no answer within 10 s is a failure.
 */
export async function sendTermiiSms(settings: SmsSettings, to: string, text: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${settings.termiiBaseUrl}/api/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ api_key: settings.termiiApiKey, to, from: settings.termiiSender, sms: text, type: 'plain', channel: 'generic' }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new SmsSendError(`Termii unreachable: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as { message_id?: unknown; message?: unknown };
  if (!res.ok) throw new SmsSendError(`Termii answered ${res.status}: ${String(body.message ?? '')}`.slice(0, 300));
  return String(body.message_id ?? '');
}
