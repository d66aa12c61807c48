/**
 * Issue 23 — payments on the local stack: how long the customer waits between Pay now and Paystack's checkout URL
 * (POST /functions/v1/payments/initialize: Auth check, start_payment as the caller, Paystack's transaction
 * initialize, the checkout stored; goal ≤ 300 ms p95), sequential and 10 at once, and how long paystack-webhook takes
 * to answer signed charge.success events at 20 concurrent (signature and note; goal ≤ 100 ms p95) and how long
 * their handling after the answer takes (Paystack's verify, the payment recorded with its payout). A seeded
 * local-supabase (PGlite, then PostgreSQL) serves the repository's functions; local Paystack runs in this process,
 * its own webhooks off so that only the bench's events arrive.
 */
import { createHmac } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalPaystack } from '../../local-paystack/src';
import { atMost, fmt, int, type Benchmark, type Table } from './lib/report';
import { summarize, type LatencySummary } from './lib/stats';
import { createDatabase, PORTS, seed, signIn, startSupabase, tmpDir } from './lib/stack';

const SECRET = 'sk_test_bench_payments_00000000000000000000';
const SEQUENTIAL = Number(process.env.BENCH_PAYMENTS_SEQUENTIAL ?? 40);
const CONCURRENT = 10;
const CONCURRENT_ROUNDS = 4;
const WEBHOOK_CONCURRENT = 20;
const WEBHOOK_ROUNDS = 3;
const PRICE = 2_500_000;

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await f();
  return { ms: performance.now() - t0, value };
}

/** One stack (PGlite as `pnpm start` runs it, or PostgreSQL), measured; rows labelled with the database. */
async function measure(kind: 'pglite' | 'postgres'): Promise<{ rows: (string | number)[][]; outcomes: string }> {
  const root = tmpDir(`payments-${kind}`);
  const database = kind === 'postgres' ? await createDatabase('payments') : undefined;
  const dataDir = path.join(root, 'data');
  const paystack = await startLocalPaystack({
    port: PORTS.paystack, host: '127.0.0.1', secretKey: SECRET, dataDir: path.join(root, 'paystack'), webhookUrl: undefined,
    settleDelayMs: 60_000, webhookRetryDelaysMs: [], webhookTimeoutMs: 10_000, publicUrl: undefined,
  });
  const envFile = path.join(root, 'functions.env');
  writeFileSync(envFile, `PAYSTACK_SECRET_KEY=${SECRET}\nPAYSTACK_BASE_URL=${paystack.url}\nSITE_URL=http://127.0.0.1:${PORTS.web}\n`);
  await seed(dataDir, database?.url);
  const supabase = await startSupabase({ port: PORTS.payments, dataDir, databaseUrl: database?.url, env: { FUNCTIONS_ENV_FILE: envFile } });
  try {
    const client = await signIn(supabase, 'client01@demo.spotless.ng');
    const cleaner = await signIn(supabase, 'cleaner01@demo.spotless.ng');
    const rpc = async (token: string, fn: string, args: Record<string, unknown>) => {
      const r = await fetch(`${supabase.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { apikey: supabase.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(args),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${fn}: ${r.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };
    const booking = async () => {
      const id = (await rpc(client.token, 'create_booking', {
        p_cleaner_id: cleaner.userId, p_services: ['House Cleaning'], p_location: 'Ikeja', p_budget_kobo: PRICE,
      })) as string;
      await rpc(cleaner.token, 'accept_booking', { p_booking_id: id, p_price_kobo: PRICE });
      return id;
    };
    const initialize = async (bookingId: string) => {
      const r = await fetch(`${supabase.url}/functions/v1/payments/initialize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ booking_id: bookingId }),
      });
      const body = (await r.json()) as { reference: string; authorization_url: string };
      if (r.status !== 200) throw new Error(`initialize answered ${r.status}: ${JSON.stringify(body)}`);
      return body;
    };
    const total = SEQUENTIAL + CONCURRENT * CONCURRENT_ROUNDS;
    const bookings: string[] = [];
    for (let i = 0; i < total + 1; i++) bookings.push(await booking());
    // The first request starts the function's Deno process: a cold start (section 7), not what is measured here.
    await initialize(bookings.pop()!);

    const checkouts: { reference: string; authorization_url: string }[] = [];
    const sequential: number[] = [];
    for (const id of bookings.slice(0, SEQUENTIAL)) {
      const t = await timed(() => initialize(id));
      sequential.push(t.ms);
      checkouts.push(t.value);
    }
    const concurrent: number[] = [];
    for (let round = 0; round < CONCURRENT_ROUNDS; round++) {
      const batch = bookings.slice(SEQUENTIAL + round * CONCURRENT, SEQUENTIAL + (round + 1) * CONCURRENT);
      const results = await Promise.all(batch.map((id) => timed(() => initialize(id))));
      for (const r of results) {
        concurrent.push(r.ms);
        checkouts.push(r.value);
      }
    }
    const reused: number[] = [];
    for (const id of bookings.slice(0, 20)) reused.push((await timed(() => initialize(id))).ms);

    // Pay the checkouts at Paystack (its webhooks are off), then deliver their charge.success events ourselves.
    const events: string[] = [];
    for (const c of checkouts.slice(0, WEBHOOK_CONCURRENT * WEBHOOK_ROUNDS + 1)) {
      const paid = await fetch(`${c.authorization_url}/card`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ card_number: '4084084084084081', expiry: '12/40', cvv: '408' }).toString(),
        redirect: 'manual',
      });
      if (paid.status !== 303) throw new Error(`checkout answered ${paid.status}`);
      const verify = await fetch(`${paystack.url}/transaction/verify/${c.reference}`, { headers: { authorization: `Bearer ${SECRET}` } });
      events.push(JSON.stringify({ event: 'charge.success', data: ((await verify.json()) as { data: unknown }).data }));
    }
    const deliver = async (body: string) => {
      const r = await fetch(`${supabase.url}/functions/v1/paystack-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': createHmac('sha512', SECRET).update(body).digest('hex') },
        body,
      });
      const answer = (await r.json()) as { outcome?: string; duplicate?: boolean };
      if (r.status !== 200) throw new Error(`webhook answered ${r.status}: ${JSON.stringify(answer)}`);
      return answer;
    };
    // The webhook answers once an event is noted and handles it after answering: what Paystack waits for is the
    // answer; the handling is read back from paystack_events (service key) until the round's events are all done.
    const handledRows = async (ids: string[]) => {
      const r = await fetch(
        `${supabase.url}/rest/v1/paystack_events?select=outcome&event=eq.charge.success&processed_at=not.is.null&object_id=in.(${ids.join(',')})`,
        { headers: { apikey: supabase.serviceKey, authorization: `Bearer ${supabase.serviceKey}` } },
      );
      if (!r.ok) throw new Error(`paystack_events: ${r.status} ${await r.text()}`);
      return (await r.json()) as { outcome: string }[];
    };
    const objectIds = events.map((e) => String((JSON.parse(e) as { data: { id: number } }).data.id));
    const untilHandled = async (ids: string[]) => {
      for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 25))) {
        const rows = await handledRows(ids);
        if (rows.length === ids.length) return rows;
      }
      throw new Error('webhook events were not handled within 60 s');
    };
    const coldId = objectIds.pop()!;
    await deliver(events.pop()!); // the webhook function's cold start
    await untilHandled([coldId]);
    const answered: number[] = [];
    const roundHandled: number[] = [];
    const outcomes = new Map<string, number>();
    for (let round = 0; round < WEBHOOK_ROUNDS; round++) {
      const batch = events.slice(round * WEBHOOK_CONCURRENT, (round + 1) * WEBHOOK_CONCURRENT);
      const ids = objectIds.slice(round * WEBHOOK_CONCURRENT, (round + 1) * WEBHOOK_CONCURRENT);
      const t0 = performance.now();
      for (const r of await Promise.all(batch.map((e) => timed(() => deliver(e))))) {
        answered.push(r.ms);
        if (r.value.duplicate || r.value.outcome) throw new Error(`a first delivery answered ${JSON.stringify(r.value)}`);
      }
      for (const row of await untilHandled(ids)) outcomes.set(row.outcome, (outcomes.get(row.outcome) ?? 0) + 1);
      roundHandled.push(performance.now() - t0);
    }
    const replays: number[] = [];
    for (let round = 0; round < WEBHOOK_ROUNDS; round++) {
      const batch = events.slice(round * WEBHOOK_CONCURRENT, (round + 1) * WEBHOOK_CONCURRENT);
      for (const r of await Promise.all(batch.map((e) => timed(() => deliver(e))))) replays.push(r.ms);
    }

    const row = (label: string, values: number[], goal?: number) => {
      const t: LatencySummary = summarize(values);
      return [kind, label, t.count, fmt(t.p50, 1), fmt(t.p95, 1), fmt(t.max, 1), goal ? `≤ ${goal}` : '-', goal ? atMost(t.p95, goal) : '-'];
    };
    return {
      rows: [
        row('initialize → checkout URL, one at a time (new checkout: start_payment + Paystack initialize)', sequential, 300),
        row(`initialize → checkout URL, ${CONCURRENT} at once (${CONCURRENT_ROUNDS} rounds)`, concurrent, 300),
        row('initialize again (the open checkout reused, no Paystack call)', reused),
        row(`charge.success webhook, ${WEBHOOK_CONCURRENT} concurrent (${WEBHOOK_ROUNDS} rounds): answered once noted`, answered, 100),
        row(`the same ${WEBHOOK_CONCURRENT} events until all are verified and recorded (after the answers; one value per round)`, roundHandled),
        row(`the same events replayed, ${WEBHOOK_CONCURRENT} concurrent: duplicates`, replays, 100),
      ],
      outcomes: `${kind}: ${[...outcomes].map(([k, v]) => `${k} ${int(v)}`).join(', ')}`,
    };
  } finally {
    await supabase.stop();
    await paystack.stop();
    if (database) await database.drop();
    rmSync(root, { recursive: true, force: true });
  }
}

export const paymentsBench: Benchmark = {
  name: 'payments',
  title: '8. Payments (payments/initialize and paystack-webhook on the local stack with local Paystack)',
  async run() {
    const pglite = await measure('pglite');
    const postgres = await measure('postgres');
    const table: Table = {
      title: 'Latency as the caller sees it (ms)',
      columns: ['database', 'case', 'requests', 'p50', 'p95', 'max', 'goal p95', 'meets'],
      rows: [...pglite.rows, ...postgres.rows],
      notes: [
        `Webhook outcomes (read from paystack_events): ${pglite.outcomes}; ${postgres.outcomes}. The answer waits for the signature check and note_paystack_event (one database call through REST, which inserts and claims the event); after it, Paystack's transaction verify, record_payment_result (payment completed, payout held, two notifications, audit rows) and finish_paystack_event run in the background. PGlite (one connection) runs all database calls one after another, so the background handling of a round competes with the round's later notes.`,
        'The replays row is the floor of the answer: the same one database call (note_paystack_event) without any handling behind it. The handling after the answer starts once the function has no answer in the making (at most 1 s later) and runs 4 events at a time per function process (supabase/functions/_shared/after-answer.ts), so a burst\'s answers do not queue behind its handlings.',
        'Function processes were warm (their first request, a cold start, is section 7\'s and not counted). Client, local-supabase, Deno and local Paystack share the 2 cores.',
      ],
    };
    return { tables: [table] };
  },
};
