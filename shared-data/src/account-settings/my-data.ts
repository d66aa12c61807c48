import { DataError, getSupabase } from '@spotless/shared-data';
import { ACCOUNT_TEXTS } from './texts';

/**
 * Everything the platform holds about the signed-in person, as one JSON document (export_my_data reads it under
 * row-level security and takes no user id, so it can only ever be the caller's own).
 */
export async function fetchMyData(): Promise<Record<string, unknown>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('export_my_data');
  if (error || !data) throw new DataError(ACCOUNT_TEXTS.exportFailed, { code: error?.code, detail: error?.message, cause: error });
  return data as Record<string, unknown>;
}

/** The download's file name: spotless-my-data-YYYY-MM-DD.json. */
export function myDataFileName(now: Date = new Date()): string {
  return `spotless-my-data-${now.toISOString().slice(0, 10)}.json`;
}
