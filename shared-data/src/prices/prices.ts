import { useMutation, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';

type PriceRow = Database['public']['Tables']['cleaning_prices']['Row'];
type PlanRow = Database['public']['Tables']['subscription_plans']['Row'];
type FrequencyRow = Database['public']['Tables']['frequencies']['Row'];

/** A one-off price as the visitor list shows it; `final_price_kobo` = base × (1 − discount/100), computed by the database. */
export type CleaningPrice = Pick<
  PriceRow,
  'id' | 'building_type' | 'building_condition' | 'num_rooms' | 'base_price_kobo' | 'discount_percentage' | 'final_price_kobo' | 'description' | 'service_category'
>;

/** Dropdown options of the price search, read once from the price table (distinct values, sorted). */
export interface PriceOptions {
  buildingTypes: string[];
  buildingConditions: string[];
}

/** @throws DataError "Error fetching dynamic options." */
export async function fetchPriceOptions(): Promise<PriceOptions> {
  const supabase = await getSupabase();
  const rows = (unwrap(await supabase.from('cleaning_prices').select('building_type, building_condition'), MESSAGES.visitors.optionsFetchFailed) ??
    []) as Pick<PriceRow, 'building_type' | 'building_condition'>[];
  const distinct = (values: string[]) => [...new Set(values)].sort();
  return {
    buildingTypes: distinct(rows.map((r) => r.building_type)),
    buildingConditions: distinct(rows.map((r) => r.building_condition)),
  };
}

/** Options hook: loaded once per visit (options change only when an admin edits prices). */
export function usePriceOptions() {
  return useQuery({ queryKey: queryKeys.prices.list({ options: true }), queryFn: fetchPriceOptions, staleTime: Infinity });
}

/** Price search filters; empty values match everything (the spec does not require every dropdown). */
export interface PriceSearch {
  buildingType?: string;
  buildingCondition?: string;
  numRooms?: number | null;
}

/** @throws DataError "Error fetching prices." */
export async function searchCleaningPrices(search: PriceSearch): Promise<CleaningPrice[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('cleaning_prices')
    .select('id, building_type, building_condition, num_rooms, base_price_kobo, discount_percentage, final_price_kobo, description, service_category');
  if (search.buildingType) query = query.eq('building_type', search.buildingType);
  if (search.buildingCondition) query = query.eq('building_condition', search.buildingCondition);
  if (search.numRooms) query = query.eq('num_rooms', search.numRooms);
  const rows = (unwrap(await query.order('building_type').order('building_condition').order('num_rooms'), MESSAGES.visitors.pricesFetchFailed) ??
    []) as CleaningPrice[];
  return rows.map((r) => ({ ...r, discount_percentage: Number(r.discount_percentage) }));
}

/** Search as a mutation: it runs when the visitor presses Search Prices (isPending drives "Loading..."). */
export function usePriceSearch() {
  return useMutation({ mutationFn: searchCleaningPrices });
}

/** A subscription frequency (Weekly, Bi-weekly, Monthly...). */
export type Frequency = Pick<FrequencyRow, 'id' | 'name'>;

/** @throws DataError "Failed to retrieve subscriptions" */
export async function fetchFrequencies(): Promise<Frequency[]> {
  const supabase = await getSupabase();
  return (unwrap(await supabase.from('frequencies').select('id, name').order('id'), MESSAGES.admin.subscriptionPlansRetrieveFailed) ?? []) as Frequency[];
}

/** Frequencies hook (the subscription price checker's Frequency choices). */
export function useFrequencies() {
  return useQuery({ queryKey: queryKeys.subscriptionPlans.list({ frequencies: true }), queryFn: fetchFrequencies, staleTime: Infinity });
}

/** A monthly subscription plan as visitors see it, with its frequency's name. */
export type SubscriptionPlan = Pick<
  PlanRow,
  'id' | 'building_type' | 'num_rooms' | 'frequency_id' | 'price_kobo' | 'discount_percentage' | 'final_price_kobo' | 'description'
> & { frequency_name: string | null };

/** What the plan checker asks for. */
export interface PlanQuery {
  buildingType: string;
  numRooms: number;
  frequencyId: number;
}

/**
 * The plan matching building type, rooms and frequency, or null ("No matching subscription found").
 * @throws DataError "Failed to retrieve subscriptions"
 */
export async function findSubscriptionPlan(query: PlanQuery): Promise<SubscriptionPlan | null> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('subscription_plans')
    .select('id, building_type, num_rooms, frequency_id, price_kobo, discount_percentage, final_price_kobo, description, frequency:frequencies(name)')
    .eq('building_type', query.buildingType)
    .eq('num_rooms', query.numRooms)
    .eq('frequency_id', query.frequencyId)
    .order('created_at')
    .limit(1);
  const rows = (unwrap(result, MESSAGES.admin.subscriptionPlansRetrieveFailed) ?? []) as unknown as Array<
    Omit<SubscriptionPlan, 'frequency_name'> & { frequency: { name: string } | null }
  >;
  const row = rows[0];
  if (!row) return null;
  const { frequency, ...plan } = row;
  return { ...plan, discount_percentage: Number(plan.discount_percentage), frequency_name: frequency?.name ?? null };
}

/** Check Price as a mutation (runs on the button; resolves null when nothing matches). */
export function usePlanCheck() {
  return useMutation({ mutationFn: findSubscriptionPlan });
}
