import { PostgrestError } from '../http/postgrest-errors';

/** Reads the raw body as JSON per its Content-Type (supabase-protocol.md §2.8); 415/400 otherwise. */
export function parseJsonBody(contentType: string | undefined, raw: unknown): { value: unknown; text: string } {
  const type = (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json') && type !== '') {
    throw new PostgrestError(415, 'PGRST107', `None of these media types are available: ${type.slice(0, 200)}`);
  }
  const text = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
  if (!text.trim()) throw invalidJson();
  try {
    return { value: JSON.parse(text), text };
  } catch {
    throw invalidJson();
  }
}

export function invalidJson(details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST102', 'Empty or invalid json', details);
}

/** Parses `application/x-www-form-urlencoded` bodies (RPC arguments from HTML forms). */
export function parseFormBody(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw)) out[k] = v;
  return out;
}
