// Deployment check for Edge Functions: answers { status: 'ok' } to anyone with a valid project JWT (verify_jwt),
// and to the service role also which of the secrets the functions need are set (names and true/false, never
// values), so `supabase secrets set` can be confirmed after a deploy without opening the dashboard.
import { json, serveJson } from '../_shared/http.ts';
import { callerRole } from '../_shared/supabase.ts';

/** Secrets the product's functions read; add a name here when a function starts needing one. */
const SECRETS = ['PAYSTACK_SECRET_KEY', 'PAYSTACK_BASE_URL', 'SITE_URL'];

serveJson((req) => {
  if (req.method !== 'GET') return json({ code: 'method_not_allowed', message: 'Use GET.' }, { status: 405 });
  if (callerRole(req) !== 'service_role') return json({ status: 'ok' });
  return json({ status: 'ok', secrets: Object.fromEntries(SECRETS.map((name) => [name, Boolean(Deno.env.get(name))])) });
});
