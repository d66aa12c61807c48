// POST /admin-export { kind, search?, status?, sort?, from?, to?, bookedBy? }: a CSV of the console's payments, bookings,
// clients or cleaners with the filters on screen, streamed. The database pages (admin_export_page, keyset, as the
// caller: only an admin at aal2 passes, and the export is audited there); this function writes each page out as CSV
// lines as it arrives, so neither side holds the whole file. Refusals before the first byte are JSON 4xx.
import { corsHeaders, preflight } from '../_shared/cors.ts';
import { CSV_BOM, csvLine } from '../_shared/csv.ts';
import { errorResponse, HttpError, readJson } from '../_shared/http.ts';
import { rpcData } from '../_shared/paystack.ts';
import { requireUser } from '../_shared/supabase.ts';

/** Rows per database round trip: big enough to be quick, small enough to keep memory flat. */
const PAGE_SIZE = 1000;
const KINDS = ['payments', 'bookings', 'clients', 'cleaners'] as const;
type Kind = (typeof KINDS)[number];

interface PageRow {
  sort_at: string;
  row_id: string;
  cells: string[];
}

function text(value: unknown, max = 100): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max) throw new HttpError(400, 'invalid_request', 'Invalid export filters.');
  return value;
}

function day(value: unknown): string | null {
  const v = text(value, 10);
  if (v !== null && !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new HttpError(400, 'invalid_request', 'Invalid export filters.');
  return v;
}

/** The file's name: spotless-payments-2026-11-26.csv (the Lagos day). */
function fileName(kind: Kind): string {
  const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  return `spotless-${kind}-${lagosDay}.csv`;
}

async function exportCsv(req: Request): Promise<Response> {
  if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST.');
  const { client } = await requireUser(req);
  const body = await readJson<Record<string, unknown>>(req);
  const kind = body.kind as Kind;
  if (!KINDS.includes(kind)) throw new HttpError(400, 'invalid_request', 'Choose payments, bookings, clients or cleaners.');
  const filters = {
    p_kind: kind,
    p_search: text(body.search),
    p_status: text(body.status, 40),
    p_sort: text(body.sort, 10) ?? 'newest',
    p_from: day(body.from),
    p_to: day(body.to),
    // Bookings: client | guest, as the console's tabs split them (the database refuses anything else).
    p_booked_by: text(body.bookedBy, 10),
  };
  const pageAfter = async (after: PageRow | undefined) =>
    rpcData<PageRow[]>(await client.rpc('admin_export_page', {
      ...filters,
      p_limit: PAGE_SIZE,
      p_after_at: after?.sort_at ?? null,
      p_after_id: after?.row_id ?? null,
    })) ?? [];
  // The first page before answering: a refusal (not an admin, bad filter) is still a JSON 4xx, not a broken file.
  let page = await pageAfter(undefined);
  const header = rpcData<string[]>(await client.rpc('admin_export_columns', { p_kind: kind }));
  const encoder = new TextEncoder();
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
      }
      if (page.length === 0) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(page.map((r) => csvLine(r.cells)).join('')));
      try {
        page = page.length < PAGE_SIZE ? [] : await pageAfter(page[page.length - 1]);
      } catch (error) {
        // Mid-file the status is sent already: end the stream in error so the download fails instead of looking whole.
        console.error('export page failed', error);
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    headers: {
      ...corsHeaders,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName(kind)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

Deno.serve(async (req) => {
  const early = preflight(req);
  if (early) return early;
  try {
    return await exportCsv(req);
  } catch (error) {
    return errorResponse(error);
  }
});
