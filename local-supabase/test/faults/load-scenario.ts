/**
 * The guest quote → bids → award scenario as simulated users: supabase-js clients in one Node process against a
 * running local-supabase with the real schema and the demo seed. Each user is a guest (anonymous session) who, in a
 * loop until the deadline, requests a quote, has `bidsPerRequest` seeded verified cleaners bid on it, reads the
 * bids and accepts the lowest. Exported for bench/ (the 60 s form); the faults suite runs the short form.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface LoadOptions {
  url: string;
  anonKey: string;
  /** Concurrent simulated guests. */
  users: number;
  durationMs: number;
  /** Seeded verified, active cleaners who bid (e-mail + password). */
  cleaners: { email: string; password: string }[];
  bidsPerRequest?: number;
  /** WebSocket transport for realtime-js on Node 20 (never used: the scenario does not subscribe). */
  transport?: unknown;
}

export type Step = 'quote' | 'bid' | 'list_bids' | 'award';

export interface LoadResult {
  /** Completed iterations (requests awarded). */
  awarded: number;
  quotes: number;
  bids: number;
  errors: string[];
  /** Ids created, to check row counts afterwards. */
  requestIds: string[];
  latencies: Record<Step, number[]>;
  elapsedMs: number;
}

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50/p95/max per step, in ms, for printing. */
export function summarise(result: LoadResult): Record<Step, { n: number; p50: number; p95: number; max: number }> {
  const out = {} as Record<Step, { n: number; p50: number; p95: number; max: number }>;
  for (const [step, values] of Object.entries(result.latencies) as [Step, number[]][]) {
    out[step] = { n: values.length, p50: Math.round(percentile(values, 50)), p95: Math.round(percentile(values, 95)), max: Math.round(Math.max(0, ...values)) };
  }
  return out;
}

export async function runQuoteBidAwardLoad(opts: LoadOptions): Promise<LoadResult> {
  const bidsPerRequest = opts.bidsPerRequest ?? 3;
  const clientOpts = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(opts.transport ? { realtime: { transport: opts.transport as never } } : {}),
  };
  const make = () => createClient(opts.url, opts.anonKey, clientOpts);
  const cleaners: SupabaseClient[] = [];
  for (const c of opts.cleaners) {
    const client = make();
    const { error } = await client.auth.signInWithPassword(c);
    if (error) throw new Error(`sign in ${c.email}: ${error.message}`);
    cleaners.push(client);
  }
  if (cleaners.length < bidsPerRequest) throw new Error(`need at least ${bidsPerRequest} cleaners`);
  const guests: SupabaseClient[] = [];
  for (let i = 0; i < opts.users; i++) {
    const g = make();
    const { error } = await g.auth.signInAnonymously();
    if (error) throw new Error(`guest ${i}: ${error.message}`);
    guests.push(g);
  }

  const result: LoadResult = { awarded: 0, quotes: 0, bids: 0, errors: [], requestIds: [], latencies: { quote: [], bid: [], list_bids: [], award: [] }, elapsedMs: 0 };
  const timed = async <T>(step: Step, fn: () => PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> => {
    const t0 = performance.now();
    const { data, error } = await fn();
    result.latencies[step].push(performance.now() - t0);
    if (error) throw new Error(`${step}: ${error.message}`);
    return data;
  };
  const start = performance.now();
  const deadline = start + opts.durationMs;
  let turn = 0;
  await Promise.all(
    guests.map(async (guest, u) => {
      for (let i = 0; performance.now() < deadline; i++) {
        try {
          const id = (await timed('quote', () =>
            guest.rpc('create_quote_request', {
              p_service_type: 'House Cleaning',
              p_location: 'Yaba, Lagos',
              p_description: `load u${u} i${i}`,
              p_full_name: `Load Guest ${u}`,
              p_phone: '08031234567',
              p_state: 'Lagos',
            }),
          )) as string;
          result.quotes++;
          result.requestIds.push(id);
          const first = turn++ % cleaners.length;
          const amounts: number[] = [];
          for (let b = 0; b < bidsPerRequest; b++) {
            const cleaner = cleaners[(first + b) % cleaners.length]!;
            const amount = 2_000_000 + ((u * 7 + i * 13 + b * 101) % 50) * 10_000 + b;
            await timed('bid', () => cleaner.rpc('submit_bid', { p_quote_request_id: id, p_amount_kobo: amount, p_note: null }));
            amounts.push(amount);
            result.bids++;
          }
          const bids = (await timed('list_bids', () => guest.from('bids').select('id, amount_kobo').eq('quote_request_id', id).order('amount_kobo'))) as { id: string; amount_kobo: number | string }[];
          if (bids.length !== bidsPerRequest) throw new Error(`list_bids: guest sees ${bids.length} of ${bidsPerRequest} bids`);
          await timed('award', () => guest.rpc('accept_bid', { p_bid_id: bids[0]!.id }));
          result.awarded++;
        } catch (err) {
          result.errors.push(`user ${u}: ${(err as Error).message}`);
        }
      }
    }),
  );
  result.elapsedMs = performance.now() - start;
  await Promise.all([...guests, ...cleaners].map((c) => c.removeAllChannels()));
  return result;
}
