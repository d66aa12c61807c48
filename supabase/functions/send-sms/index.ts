// Supabase Auth's Send SMS hook (Authentication → Hooks → Send SMS, type HTTPS) for hosted projects: hosted Auth has
// no Termii sender of its own, so it hands each code to this function, which sends it through Termii's send-SMS API.
// Auth signs every call (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature, HMAC-SHA256 with the
// hook's secret); anything unsigned, wrongly signed or older than five minutes is refused before Termii is asked.
// Secrets: SEND_SMS_HOOK_SECRETS (the hook's "v1,whsec_…" secret), TERMII_BASE_URL, TERMII_API_KEY, TERMII_SENDER.
// Locally, local-supabase sends to (local) Termii itself and this function is not called.

import { sendTermiiSms } from '../_shared/termii.ts';

const TOLERANCE_SECONDS = 5 * 60;
const TEMPLATE = 'Your Spotless code is {{ .Code }}';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The hook's error shape: Auth shows `message` and uses `http_code` as its own answer's status. */
function refuse(status: number, message: string): Response {
  return answer(status, { error: { http_code: status, message } });
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

function bytesToBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** Constant-time comparison of two base64 signatures. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when one of the `v1,<base64>` signatures is the HMAC of `id.timestamp.body` under one of the secrets. */
export async function signedByAuth(headers: Headers, body: string, secrets: string[], now = Date.now()): Promise<boolean> {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const signatures = (headers.get('webhook-signature') ?? '').split(' ').filter((s) => s.startsWith('v1,')).map((s) => s.slice(3));
  if (!id || !timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  for (const secret of secrets) {
    const raw = secret.replace(/^v1,/, '').replace(/^whsec_/, '');
    const key = await crypto.subtle.importKey('raw', base64ToBytes(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const expected = bytesToBase64(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
    if (signatures.some((s) => sameText(s, expected))) return true;
  }
  return false;
}

interface HookInput {
  user?: { phone?: unknown; new_phone?: unknown };
  sms?: { otp?: unknown; sms_type?: unknown };
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') return refuse(405, 'Use POST.');
  const secrets = (Deno.env.get('SEND_SMS_HOOK_SECRETS') ?? '').split('|').filter(Boolean);
  const apiKey = Deno.env.get('TERMII_API_KEY');
  if (secrets.length === 0 || !apiKey) {
    console.error('send-sms: SEND_SMS_HOOK_SECRETS or TERMII_API_KEY is not set');
    return refuse(500, 'SMS sending is not configured.');
  }
  const body = await req.text();
  if (!(await signedByAuth(req.headers, body, secrets))) return refuse(401, 'Invalid signature.');
  let input: HookInput;
  try {
    input = JSON.parse(body) as HookInput;
  } catch {
    return refuse(400, 'The request body must be JSON.');
  }
  const otp = typeof input.sms?.otp === 'string' ? input.sms.otp : '';
  // A phone change's code goes to the new number; every other code to the account's number.
  const pending = input.sms?.sms_type === 'phone_change' && typeof input.user?.new_phone === 'string' ? input.user.new_phone : '';
  const to = (pending || (typeof input.user?.phone === 'string' ? input.user.phone : '')).replace(/\D/g, '');
  if (!/^\d{4,10}$/.test(otp) || !/^[1-9]\d{7,14}$/.test(to)) return refuse(400, 'A phone number and a code are required.');

  try {
    await sendTermiiSms(to, TEMPLATE.replace('{{ .Code }}', otp));
  } catch (error) {
    console.error('send-sms: Termii did not take the SMS', error);
    return refuse(502, 'Could not send the SMS. Please try again.');
  }
  return answer(200, {});
});
