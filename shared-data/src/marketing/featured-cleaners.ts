import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { PublicCleaner } from '../cleaners';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';

/** How many cleaners the home page's "verified cleaners" section shows. */
export const FEATURED_CLEANERS_LIMIT = 6;

const PUBLIC_COLUMNS =
  'user_id, display_name, avatar_url, bio, specializations, service_locations, state, lga, years_of_experience, availability, rating_avg, rating_count';

/**
 * The best-rated verified, active cleaners, for the home page. Filters on both flags explicitly (not only through
 * RLS): a signed-in admin may read every cleaner, and the home page must still show only listed ones.
 * @throws DataError "Error fetching cleaners data"
 */
export async function fetchFeaturedCleaners(limit: number = FEATURED_CLEANERS_LIMIT): Promise<PublicCleaner[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('cleaner_profiles')
    .select(PUBLIC_COLUMNS)
    .eq('verification_status', 'verified')
    .eq('status', 'active')
    .order('rating_avg', { ascending: false })
    .order('rating_count', { ascending: false })
    .limit(limit);
  const rows = (unwrap(result, MESSAGES.admin.cleanersFetchFailed) ?? []) as unknown as PublicCleaner[];
  return rows.map((row) => ({ ...row, rating_avg: Number(row.rating_avg) }));
}

/**
 * Featured cleaners hook. `enabled` lets the page wait until the section scrolls into view, so supabase-js is not
 * downloaded during the home page's first load.
 */
export function useFeaturedCleaners(enabled: boolean, limit: number = FEATURED_CLEANERS_LIMIT) {
  return useQuery({
    queryKey: queryKeys.cleaners.list({ featured: limit }),
    queryFn: () => fetchFeaturedCleaners(limit),
    enabled,
    staleTime: 5 * 60_000,
  });
}
