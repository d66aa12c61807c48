/** How many Auth users exist (anonymous guests included), through the Auth admin API with the service key. */
import { stack } from './security-stack';

export async function authUserCount(): Promise<number> {
  const s = await stack();
  const r = await fetch(`${s.url}/auth/v1/admin/users?page=1&per_page=1`, { headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}` } });
  if (!r.ok) throw new Error(`admin users: ${r.status}`);
  const total = r.headers.get('x-total-count');
  if (total === null) throw new Error('admin users: no x-total-count header');
  return Number(total);
}

/**
 * Creates a person whose e-mail is already confirmed, through the Auth admin API (as hosted tests would: sign-ups
 * need a confirmed address). `data` is the sign-up metadata: account_type makes the role, as on /register.
 */
export async function createConfirmedUser(email: string, password: string, data: Record<string, string>): Promise<string> {
  const s = await stack();
  const r = await fetch(`${s.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: data }),
  });
  const body = (await r.json()) as { id?: string; msg?: string; message?: string };
  if (!r.ok || !body.id) throw new Error(`admin create ${email}: ${r.status} ${body.msg ?? body.message ?? ''}`);
  return body.id;
}
