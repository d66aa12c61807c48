// Sends the queued e-mail and SMS (public.outbound_messages: booking reminders, issue 27). The scheduler calls it
// every minute with the service key (README "Using a real Supabase project", pg_cron + pg_net; locally pnpm start and
// the e2e stack do the same); it claims a batch, sends each message through the e-mail API or Termii, and records the
// outcome (a failure is tried again, up to five times). Only the service role may call it: the messages hold people's
// contact details, and a public trigger would let anyone spend the SMS budget early.
import { HttpError, json, serveJson } from '../_shared/http.ts';
import { sendEmail } from '../_shared/email.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { sendTermiiSms } from '../_shared/termii.ts';

interface Claimed {
  id: string;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string | null;
  body: string;
}

/** The role claim of the bearer token (its signature was checked by the platform: verify_jwt). */
function callerRole(req: Request): string | undefined {
  const token = (req.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.role === 'string' ? payload.role : undefined;
  } catch {
    return undefined;
  }
}

serveJson(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST.');
  if (callerRole(req) !== 'service_role') throw new HttpError(403, 'forbidden', 'Only the scheduler may deliver messages.');
  const db = serviceClient();
  let sent = 0;
  let failed = 0;
  // A few batches per call at most: the scheduler calls again in a minute.
  for (let batch = 0; batch < 5; batch++) {
    const { data, error } = await db.rpc('claim_outbound_messages', { p_limit: 20 });
    if (error) throw new Error(`claim_outbound_messages: ${error.message}`);
    const messages = (data ?? []) as Claimed[];
    if (messages.length === 0) break;
    for (const m of messages) {
      let problem: string | null = null;
      try {
        if (m.channel === 'sms') await sendTermiiSms(m.to_address, m.body);
        else await sendEmail(m.to_address, m.subject ?? 'Spotless', m.body);
        sent++;
      } catch (err) {
        problem = (err as Error).message;
        failed++;
        console.error(`deliver-messages: ${m.channel} ${m.id} failed: ${problem}`);
      }
      const done = await db.rpc('finish_outbound_message', { p_id: m.id, p_sent: problem === null, p_error: problem });
      if (done.error) console.error(`deliver-messages: finish ${m.id}: ${done.error.message}`);
    }
  }
  return json({ sent, failed });
});
