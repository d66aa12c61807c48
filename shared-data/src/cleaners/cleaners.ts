import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';

type CleanerRow = Database['public']['Tables']['cleaner_profiles']['Row'];
type ReviewRow = Database['public']['Tables']['reviews']['Row'];

/** What the public sees of a listed (verified, active) cleaner. */
export type PublicCleaner = Pick<
  CleanerRow,
  | 'user_id'
  | 'display_name'
  | 'avatar_url'
  | 'bio'
  | 'specializations'
  | 'service_locations'
  | 'state'
  | 'lga'
  | 'years_of_experience'
  | 'availability'
  | 'rating_avg'
  | 'rating_count'
>;

/** A public review of a cleaner. */
export type PublicReview = Pick<ReviewRow, 'id' | 'rating' | 'comment' | 'reviewer_name' | 'created_at'>;

/** Find a Cleaner search. */
export interface CleanerSearchParams {
  /** Names to match for the state, e.g. ["Federal Capital Territory", "FCT", "Abuja"] (any matches). */
  stateTerms: string[];
  /** Names to match for the LGA (any matches); empty = whole state. */
  lgaTerms?: string[];
}

const PUBLIC_COLUMNS =
  'user_id, display_name, avatar_url, bio, specializations, service_locations, state, lga, years_of_experience, availability, rating_avg, rating_count';

/**
 * Verified, active cleaners serving a state (and LGA), best rated first (RPC `search_listed_cleaners`: the
 * database decides who is listed; unverified and suspended cleaners never come back).
 * @throws DataError "Error fetching Cleaners"
 */
export async function searchCleaners(params: CleanerSearchParams): Promise<PublicCleaner[]> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('search_listed_cleaners', {
    p_state_terms: params.stateTerms,
    p_lga_terms: params.lgaTerms ?? [],
  });
  const rows = (unwrap(result, MESSAGES.search.cleanersFetchFailed) ?? []) as CleanerRow[];
  return rows.map((row) => pickPublic(row));
}

function pickPublic(row: CleanerRow): PublicCleaner {
  const { user_id, display_name, avatar_url, bio, specializations, service_locations, state, lga, years_of_experience, availability, rating_avg, rating_count } = row;
  return { user_id, display_name, avatar_url, bio, specializations, service_locations, state, lga, years_of_experience, availability, rating_avg: Number(rating_avg), rating_count };
}

/** Search hook; runs only when `params` is set (the visitor pressed Search with a state). */
export function useCleanerSearch(params: CleanerSearchParams | null) {
  return useQuery({
    queryKey: queryKeys.cleaners.list({ search: params }),
    queryFn: () => searchCleaners(params as CleanerSearchParams),
    enabled: Boolean(params && params.stateTerms.length),
    placeholderData: keepPreviousData,
  });
}

/** A listed cleaner's public profile and newest reviews; null when the cleaner is not listed. */
export interface PublicCleanerProfile {
  cleaner: PublicCleaner;
  reviews: PublicReview[];
}

/**
 * Loads one listed cleaner's public profile with up to 20 newest reviews. RLS hides unverified and suspended cleaners.
 * @throws DataError "Error fetching cleaner profile."
 */
export async function fetchCleanerProfile(cleanerId: string): Promise<PublicCleanerProfile | null> {
  const supabase = await getSupabase();
  const [cleanerResult, reviewsResult] = await Promise.all([
    supabase.from('cleaner_profiles').select(PUBLIC_COLUMNS).eq('user_id', cleanerId).eq('verification_status', 'verified').eq('status', 'active').maybeSingle(),
    supabase.from('reviews').select('id, rating, comment, reviewer_name, created_at').eq('cleaner_id', cleanerId).order('created_at', { ascending: false }).limit(20),
  ]);
  const cleaner = unwrap(cleanerResult, MESSAGES.profile.cleanerProfileFetchFailed) as CleanerRow | null;
  if (!cleaner) return null;
  const reviews = (unwrap(reviewsResult, MESSAGES.profile.cleanerProfileFetchFailed) ?? []) as PublicReview[];
  return { cleaner: pickPublic(cleaner), reviews };
}

/** Hook of {@link fetchCleanerProfile}. */
export function useCleanerProfile(cleanerId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.cleaners.detail(cleanerId ?? ''),
    queryFn: () => fetchCleanerProfile(cleanerId as string),
    enabled: Boolean(cleanerId),
  });
}

/** Label of a stored years-of-experience value. */
export function experienceLabel(value: string | null | undefined): string {
  switch (value) {
    case 'less_than_1_year':
      return 'Less than 1 year';
    case '1_year':
      return '1 year';
    case 'more_than_5_years':
      return 'More than 5 years';
    default:
      return 'Not stated';
  }
}
