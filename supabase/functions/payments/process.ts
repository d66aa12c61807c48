// POST /payments/process: the screens call it after an action that makes money due (docs/payments.md); on hosted
// Supabase a pg_cron job calls it with the service key every 5 minutes, and that run is what moves money nobody is
// in the app for: completions confirmed by the 48-hour timeout, webhook events whose handling was lost, transfers
// whose answer never came. It sends only what the database says is due.
import { json } from '../_shared/http.ts';
import { handleLapsedEvents } from '../_shared/paystack-events.ts';
import { rpcData } from '../_shared/paystack.ts';
import { processDue } from '../_shared/process-due.ts';
import { checkStuckPayouts } from '../_shared/stuck-payouts.ts';
import { callerRole, requireUser, serviceClient } from '../_shared/supabase.ts';

export async function processRoute(req: Request): Promise<Response> {
  if (callerRole(req) !== 'service_role') await requireUser(req, { allowAnonymous: true });
  // Before sending: a timed-out completion releases its payout, and a late-handled event may queue a refund.
  const [settled, events, transfers] = await Promise.all([
    serviceClient().rpc('settle_overdue_completions').then((r) => rpcData<number>(r)),
    handleLapsedEvents(),
    checkStuckPayouts(),
  ]);
  const sent = await processDue();
  return json({ ...sent, completions_settled: settled, events_handled: events, transfers_checked: transfers });
}
