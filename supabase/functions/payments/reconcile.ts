// GET /payments/reconcile?from=YYYY-MM-DD&to=YYYY-MM-DD (admins): our Paystack payments beside Paystack's own
// transaction list for the same days (UTC), matched by reference, with what differs flagged.
import { HttpError, json } from '../_shared/http.ts';
import { paystackCall, rpcData } from '../_shared/paystack.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';

const PER_PAGE = 100;
const MAX_PAGES = 20;
const MAX_DAYS = 92;
const DAY_MS = 86_400_000;

interface Side {
  status: string;
  amount_kobo: number;
  paid_at: string | null;
}
type Issue = 'missing_here' | 'missing_at_paystack' | 'amount' | 'status' | null;

const PAID_HERE = new Set(['completed', 'partially_refunded', 'refunded']);
// Paystack keeps a refunded transaction as success (partly) or reversed (in full): both were paid.
const PAID_THERE = new Set(['success', 'reversed']);

export function issueOf(ours: Side | null, paystack: Side | null): Issue {
  if (!ours) return 'missing_here';
  if (!paystack) return PAID_HERE.has(ours.status) ? 'missing_at_paystack' : null;
  if (ours.amount_kobo !== paystack.amount_kobo) return 'amount';
  return PAID_HERE.has(ours.status) !== PAID_THERE.has(paystack.status) ? 'status' : null;
}

function day(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00.000Z`) : NaN;
  if (Number.isNaN(ms)) throw new HttpError(400, 'invalid_request', `${name} must be a date (YYYY-MM-DD).`);
  return ms;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function paystackTransactions(fromIso: string, toIso: string): Promise<Map<string, Side>> {
  const found = new Map<string, Side>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({ from: fromIso, to: toIso, perPage: String(PER_PAGE), page: String(page) });
    const { data, meta } = await paystackCall<Array<{ reference: string; status: string; amount: number; paid_at: string | null }>>(
      'GET',
      `/transaction?${query}`,
    );
    for (const t of data ?? []) found.set(t.reference, { status: t.status, amount_kobo: t.amount, paid_at: t.paid_at ?? null });
    const pageCount = Number(meta?.pageCount ?? 0);
    if (!data?.length || data.length < PER_PAGE || (pageCount && page >= pageCount)) break;
  }
  return found;
}

export async function reconcile(req: Request): Promise<Response> {
  const { client } = await requireUser(req);
  if (rpcData<boolean>(await client.rpc('is_admin')) !== true) {
    throw new HttpError(403, 'forbidden', 'Only admins can reconcile payments.');
  }
  const params = new URL(req.url).searchParams;
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
  const to = day(params.get('to'), 'to') ?? today;
  const from = day(params.get('from'), 'from') ?? to - 29 * DAY_MS;
  if (from > to) throw new HttpError(400, 'invalid_request', 'from must not be after to.');
  if ((to - from) / DAY_MS >= MAX_DAYS) throw new HttpError(400, 'invalid_request', `Reconcile at most ${MAX_DAYS} days at a time.`);
  const fromIso = new Date(from).toISOString();
  const toIso = new Date(to + DAY_MS - 1).toISOString();

  const [theirs, oursRows] = await Promise.all([
    paystackTransactions(fromIso, toIso),
    serviceClient()
      .from('payments')
      .select('reference, status, amount_kobo, paid_at')
      .eq('provider', 'paystack')
      .gte('created_at', fromIso)
      .lte('created_at', toIso)
      .order('created_at', { ascending: false })
      .limit(PER_PAGE * MAX_PAGES),
  ]);
  const ours = new Map<string, Side>();
  for (const p of rpcData<Array<{ reference: string; status: string; amount_kobo: number; paid_at: string | null }>>(oursRows) ?? []) {
    ours.set(p.reference, { status: p.status, amount_kobo: Number(p.amount_kobo), paid_at: p.paid_at });
  }
  const rows = [...new Set([...ours.keys(), ...theirs.keys()])].map((reference) => {
    const o = ours.get(reference) ?? null;
    const t = theirs.get(reference) ?? null;
    return { reference, ours: o, paystack: t, issue: issueOf(o, t) };
  });
  // Differences first: they are what an admin opens this for.
  rows.sort((a, b) => Number(b.issue !== null) - Number(a.issue !== null));
  return json({
    from: iso(from),
    to: iso(to),
    rows,
    summary: { ours: ours.size, paystack: theirs.size, issues: rows.filter((r) => r.issue !== null).length },
  });
}
