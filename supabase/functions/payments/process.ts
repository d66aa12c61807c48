// POST /payments/process: the screens call it after an action that makes money due (docs/payments.md); on hosted
// Supabase a pg_cron job calls it with the service key as well. It sends only what the database says is due.
import { json } from '../_shared/http.ts';
import { processDue } from '../_shared/process-due.ts';
import { callerRole, requireUser } from '../_shared/supabase.ts';

export async function processRoute(req: Request): Promise<Response> {
  if (callerRole(req) !== 'service_role') await requireUser(req, { allowAnonymous: true });
  return json(await processDue());
}
