// GET /payouts/banks: Paystack's Nigerian banks. The list changes a few times a year, so a process keeps it for an
// hour instead of asking Paystack at every screen.
import { json } from '../_shared/http.ts';
import { paystackGet } from '../_shared/paystack.ts';
import { requireUser } from '../_shared/supabase.ts';

export interface Bank {
  code: string;
  name: string;
}

const TTL_MS = 3_600_000;
let cached: { at: number; banks: Bank[] } | undefined;

export async function banks(): Promise<Bank[]> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.banks;
  const list = await paystackGet<Array<{ code: string; name: string; active?: boolean; is_deleted?: boolean }>>(
    '/bank?country=nigeria&perPage=100',
  );
  const seen = new Set<string>();
  const result: Bank[] = [];
  for (const b of list ?? []) {
    if (b.active === false || b.is_deleted || seen.has(b.code)) continue;
    seen.add(b.code);
    result.push({ code: b.code, name: b.name });
  }
  result.sort((a, b) => a.name.localeCompare(b.name));
  cached = { at: Date.now(), banks: result };
  return result;
}

export async function listBanks(req: Request): Promise<Response> {
  await requireUser(req);
  return json({ banks: await banks() });
}
