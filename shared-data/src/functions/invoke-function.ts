import { getSupabase } from '../client/supabase-client';
import { DataError } from '../errors/data-error';

/**
 * Calls one of our Edge Functions (`supabase/functions/<name>`, optionally a route under it: `payments/initialize`)
 * with the signed-in session, and returns its JSON answer. Our functions answer errors as `{ code, message }` with a
 * 4xx status and a message written for users (see supabase/functions/_shared/http.ts): that message is shown; a
 * 5xx, a network failure or an answer in another shape becomes `fallbackMessage`.
 *
 * @throws DataError with the function's message (4xx) or `fallbackMessage`; `code` is the function's error code
 *   (`already_paid`, `unauthorized`...) or `network` / `http_<status>`.
 */
export async function invokeFunction<T>(
  route: string,
  fallbackMessage: string,
  options: { body?: Record<string, unknown>; method?: 'GET' | 'POST' } = {},
): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>(route, {
    method: options.method ?? 'POST',
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  if (!error) return data as T;
  throw await toDataError(error, fallbackMessage);
}

interface FunctionErrorLike {
  name?: string;
  message?: string;
  context?: unknown;
}

async function toDataError(error: FunctionErrorLike, fallbackMessage: string): Promise<DataError> {
  const response = error.context instanceof Response ? error.context : undefined;
  if (!response) return new DataError(fallbackMessage, { code: 'network', detail: error.message, cause: error });
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  const parsed = body as { code?: unknown; message?: unknown } | undefined;
  const code = typeof parsed?.code === 'string' ? parsed.code : `http_${response.status}`;
  const message = typeof parsed?.message === 'string' ? parsed.message : undefined;
  const userFacing = response.status >= 400 && response.status < 500 && message !== undefined && message.length <= 200;
  return new DataError(userFacing ? message : fallbackMessage, { code, detail: message ?? error.message, cause: error });
}
