// Termii's send-SMS API (https://api.ng.termii.com/api/sms/send), for functions that text people. Locally
// TERMII_BASE_URL points at local-termii, which speaks the same API and keeps what it was sent.

/** Sends one plain SMS; throws with Termii's answer when it is refused or unreachable. `to` is +234… or 234…. */
export async function sendTermiiSms(to: string, text: string): Promise<void> {
  const apiKey = Deno.env.get('TERMII_API_KEY');
  if (!apiKey) throw new Error('TERMII_API_KEY is not set');
  const base = (Deno.env.get('TERMII_BASE_URL') || 'https://api.ng.termii.com').replace(/\/+$/, '');
  const res = await fetch(`${base}/api/sms/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      api_key: apiKey,
      to: to.replace(/\D/g, ''),
      from: Deno.env.get('TERMII_SENDER') || 'Spotless',
      sms: text,
      type: 'plain',
      channel: 'generic',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Termii answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  await res.body?.cancel();
}
