// E-mail through an HTTP e-mail API of the Resend shape (POST <EMAIL_API_URL>/emails, Bearer EMAIL_API_KEY, JSON
// { from, to: [..], subject, text }), which Resend serves at https://api.resend.com and which local-supabase's mailbox
// also accepts (POST /mail/v1/emails with the service key: the message lands in the local inbox at /mail).

/** Sends one plain-text e-mail; throws with the provider's answer when it is refused or unreachable. */
export async function sendEmail(to: string, subject: string, text: string): Promise<void> {
  const url = Deno.env.get('EMAIL_API_URL');
  const key = Deno.env.get('EMAIL_API_KEY');
  if (!url || !key) throw new Error('EMAIL_API_URL or EMAIL_API_KEY is not set');
  const res = await fetch(`${url.replace(/\/+$/, '')}/emails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ from: Deno.env.get('EMAIL_FROM') || 'Spotless <no-reply@spotless.ng>', to: [to], subject, text }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`e-mail API answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  await res.body?.cancel();
}
