// CSV exports of the console's lists (issue 25): the admin-export Edge Function streams the file page by page from
// the database with the filters on screen; here it is fetched with the admin's session and handed over as a Blob
// with its file name. Only admins at aal2 get one (the database refuses others; the refusal's message is shown).
import { DataError, getSupabase, supabaseConfig } from '@spotless/shared-data';

export type AdminExportKind = 'payments' | 'bookings' | 'clients' | 'cleaners';

export interface AdminExportFilters {
  search?: string;
  /** payments/bookings: their status; cleaners: active | suspended | verified | unverified. */
  status?: string;
  sort?: 'newest' | 'oldest';
  /** Lagos days (YYYY-MM-DD) the rows were created on, inclusive. */
  from?: string;
  to?: string;
  /** bookings: those of clients or of guests (the console lists them apart). */
  bookedBy?: 'client' | 'guest';
}

export interface AdminExportFile {
  fileName: string;
  blob: Blob;
}

export const EXPORT_TEXTS = {
  button: 'Export CSV',
  failed: 'Error exporting data',
  done: (fileName: string) => `${fileName} downloaded.`,
} as const;

/** Drops empty filters and an "all" status: the export then has what the list shows. */
function cleanFilters(filters: AdminExportFilters): AdminExportFilters {
  const out: AdminExportFilters = {};
  if (filters.search?.trim()) out.search = filters.search.trim();
  if (filters.status && filters.status !== 'all') out.status = filters.status;
  if (filters.sort) out.sort = filters.sort;
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  if (filters.bookedBy) out.bookedBy = filters.bookedBy;
  return out;
}

/**
 * The CSV of one list with its filters.
 * @throws DataError with the function's 4xx message, or "Error exporting data"
 */
export async function fetchAdminExport(kind: AdminExportKind, filters: AdminExportFilters = {}): Promise<AdminExportFile> {
  const supabase = await getSupabase();
  const { url, anonKey } = await supabaseConfig();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new DataError(EXPORT_TEXTS.failed, { code: 'unauthorized' });
  let response: Response;
  try {
    response = await fetch(`${url}/functions/v1/admin-export`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind, ...cleanFilters(filters) }),
    });
  } catch (cause) {
    throw new DataError(EXPORT_TEXTS.failed, { code: 'network', cause });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    const userFacing = response.status < 500 && typeof body?.message === 'string';
    throw new DataError(userFacing ? body!.message! : EXPORT_TEXTS.failed, { code: body?.code ?? `http_${response.status}`, detail: body?.message });
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `spotless-${kind}.csv`;
  return { fileName, blob: await response.blob() };
}
