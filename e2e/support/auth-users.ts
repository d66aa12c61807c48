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
