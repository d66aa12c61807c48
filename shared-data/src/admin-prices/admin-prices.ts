// Admin price tables: one-off cleaning prices and subscription plans (CRUD, duplicate), the bulk auto-update
// (RPCs auto_update_cleaning_prices / auto_update_subscription_plans, refused while locked) and its settings
// (price_update_settings: the lock that stops all rows, the lock that keeps the base discount).
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DataError, getSupabase, MESSAGES, queryKeys, unwrap, unwrapRpc } from '@spotless/shared-data';
import type { Database } from '../database.types';

type Tables = Database['public']['Tables'];
type PriceRow = Tables['cleaning_prices']['Row'];
type PlanRow = Tables['subscription_plans']['Row'];
type SettingsRow = Tables['price_update_settings']['Row'];

export type AdminPrice = Pick<
  PriceRow,
  'id' | 'building_type' | 'building_condition' | 'num_rooms' | 'base_price_kobo' | 'discount_percentage' | 'final_price_kobo' | 'description' | 'service_category' | 'updated_at'
>;

/** The editable fields of a cleaning price (spec §5: description and discount optional). */
export interface PriceInput {
  building_type: PriceRow['building_type'];
  building_condition: PriceRow['building_condition'];
  num_rooms: number;
  base_price_kobo: number;
  discount_percentage?: number | null;
  description?: string | null;
  service_category: string;
}

/** Admin table filters: case-insensitive substring on building type, condition, rooms and category (spec §5). */
export interface PriceFilters {
  buildingType?: string;
  condition?: string;
  rooms?: string;
  category?: string;
}

const contains = (value: unknown, needle: string | undefined) =>
  !needle?.trim() || String(value ?? '').toLowerCase().includes(needle.trim().toLowerCase());

export function filterPrices<T extends Pick<AdminPrice, 'building_type' | 'building_condition' | 'num_rooms' | 'service_category'>>(
  rows: readonly T[],
  f: PriceFilters,
): T[] {
  return rows.filter(
    (r) => contains(r.building_type, f.buildingType) && contains(r.building_condition, f.condition) && contains(r.num_rooms, f.rooms) && contains(r.service_category, f.category),
  );
}

export async function fetchAdminPrices(): Promise<AdminPrice[]> {
  const supabase = await getSupabase();
  const rows = (unwrap(
    await supabase
      .from('cleaning_prices')
      .select('id, building_type, building_condition, num_rooms, base_price_kobo, discount_percentage, final_price_kobo, description, service_category, updated_at')
      .order('building_type')
      .order('building_condition')
      .order('num_rooms')
      .order('service_category'),
    MESSAGES.visitors.pricesFetchFailed,
  ) ?? []) as AdminPrice[];
  return rows.map((r) => ({ ...r, discount_percentage: Number(r.discount_percentage) }));
}

export function useAdminPrices() {
  return useQuery({ queryKey: queryKeys.prices.list({ admin: true }), queryFn: fetchAdminPrices });
}

function priceRow(input: PriceInput) {
  return {
    building_type: input.building_type,
    building_condition: input.building_condition,
    num_rooms: input.num_rooms,
    base_price_kobo: input.base_price_kobo,
    discount_percentage: input.discount_percentage ?? 0,
    description: input.description?.trim() || null,
    service_category: input.service_category.trim(),
  };
}

export async function addPrice(input: PriceInput): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('cleaning_prices').insert(priceRow(input)), MESSAGES.admin.priceFailed('adding'));
}

export async function updatePrice(id: string, input: PriceInput): Promise<void> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.from('cleaning_prices').update(priceRow(input)).eq('id', id).select('id'), MESSAGES.admin.priceFailed('updating')) ?? [];
  if (rows.length === 0) throw new DataError(MESSAGES.admin.priceFailed('updating'));
}

export async function deletePrice(id: string): Promise<void> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.from('cleaning_prices').delete().eq('id', id).select('id'), MESSAGES.admin.priceFailed('deleting')) ?? [];
  if (rows.length === 0) throw new DataError(MESSAGES.admin.priceFailed('deleting'));
}

function useInvalidating<V, R>(fn: (vars: V) => Promise<R>, keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}

export function useSavePrice() {
  return useInvalidating(({ id, input }: { id?: string; input: PriceInput }) => (id ? updatePrice(id, input) : addPrice(input)), [queryKeys.prices.all]);
}

export function useDeletePrice() {
  return useInvalidating((id: string) => deletePrice(id), [queryKeys.prices.all]);
}

// ---------------------------------------------------------------------------------------------------------------
// Bulk auto-update

export type PriceScope = SettingsRow['scope'];
export type PriceUpdateSettings = Pick<SettingsRow, 'scope' | 'locked' | 'base_discount_locked' | 'base_price_per_room_kobo' | 'base_discount_percentage' | 'updated_at'>;

export async function fetchPriceUpdateSettings(scope: PriceScope): Promise<PriceUpdateSettings> {
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase
      .from('price_update_settings')
      .select('scope, locked, base_discount_locked, base_price_per_room_kobo, base_discount_percentage, updated_at')
      .eq('scope', scope)
      .single(),
    MESSAGES.visitors.pricesFetchFailed,
  ) as PriceUpdateSettings;
  return { ...row, base_discount_percentage: Number(row.base_discount_percentage) };
}

const settingsKey = (scope: PriceScope) => ['price_update_settings', scope] as const;

export function usePriceUpdateSettings(scope: PriceScope) {
  return useQuery({ queryKey: settingsKey(scope), queryFn: () => fetchPriceUpdateSettings(scope) });
}

/** Sets the locks (the whole-table lock and the base-discount lock). */
export async function setPriceLocks(scope: PriceScope, locks: { locked?: boolean; base_discount_locked?: boolean }): Promise<void> {
  const supabase = await getSupabase();
  const failed = scope === 'cleaning_prices' ? MESSAGES.admin.priceFailed('updating') : MESSAGES.admin.subscriptionPlanFailed('save');
  const rows = unwrap(await supabase.from('price_update_settings').update(locks).eq('scope', scope).select('scope'), failed) ?? [];
  if (rows.length === 0) throw new DataError(failed);
}

/**
 * The locks change in the cache at once (the boxes follow the click) and the stored settings are fetched again only
 * when the last of several quick toggles has settled: a refetch started between two toggles would read the row
 * before the second one committed and flip its box back.
 */
export function useSetPriceLocks(scope: PriceScope) {
  const queryClient = useQueryClient();
  const queryKey = settingsKey(scope);
  const mutationKey = [...queryKey, 'locks'];
  return useMutation({
    mutationKey,
    mutationFn: (locks: { locked?: boolean; base_discount_locked?: boolean }) => setPriceLocks(scope, locks),
    onMutate: async (locks) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PriceUpdateSettings>(queryKey);
      queryClient.setQueryData<PriceUpdateSettings>(queryKey, (old) => (old ? { ...old, ...locks } : old));
      return { previous };
    },
    // A refused toggle goes back at once (the refetch below may itself fail, e.g. signed out meanwhile).
    onError: (_error, _locks, context) => {
      if (context?.previous && queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => (queryClient.isMutating({ mutationKey }) === 1 ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
}

export interface AutoUpdateInput {
  basePricePerRoomKobo: number;
  baseDiscountPercentage: number;
  /** Only these building types; empty = all. */
  buildingTypes: string[];
}

/**
 * Runs the bulk rule: rooms × per room − base discount % (row discount applies on top). Returns rows changed.
 * @throws DataError with the database's refusal ("Price updates are locked.") or the spec's failure text.
 */
export async function autoUpdatePrices(scope: PriceScope, input: AutoUpdateInput): Promise<number> {
  const supabase = await getSupabase();
  const args = {
    p_base_price_per_room_kobo: input.basePricePerRoomKobo,
    p_base_discount_percentage: input.baseDiscountPercentage,
    p_building_types: input.buildingTypes.length ? input.buildingTypes : undefined,
  };
  const result =
    scope === 'cleaning_prices'
      ? await supabase.rpc('auto_update_cleaning_prices', args)
      : await supabase.rpc('auto_update_subscription_plans', args);
  // The lock is a conflict the admin can act on (PT409, HTTP 409): show its text.
  if (result.error?.code === 'PT409') throw new DataError(result.error.message, { code: 'PT409', cause: result.error });
  return unwrapRpc(result, MESSAGES.admin.autoUpdateFailed) as number;
}

export function useAutoUpdatePrices(scope: PriceScope) {
  return useInvalidating((input: AutoUpdateInput) => autoUpdatePrices(scope, input), [
    settingsKey(scope),
    scope === 'cleaning_prices' ? queryKeys.prices.all : queryKeys.subscriptionPlans.all,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Subscription plans

export type AdminPlan = Pick<
  PlanRow,
  'id' | 'building_type' | 'num_rooms' | 'frequency_id' | 'price_kobo' | 'discount_percentage' | 'final_price_kobo' | 'description' | 'created_at'
> & {
  frequency_name: string;
  /** Visits a month of the plan's frequency: the auto-update prices a plan per visit. */
  visits_per_month: number;
};

export interface PlanInput {
  building_type: PlanRow['building_type'];
  num_rooms: number;
  frequency_id: number;
  price_kobo: number;
  discount_percentage?: number | null;
  description: string;
}

export async function fetchAdminPlans(): Promise<AdminPlan[]> {
  const supabase = await getSupabase();
  const rows = (unwrap(
    await supabase
      .from('subscription_plans')
      .select('id, building_type, num_rooms, frequency_id, price_kobo, discount_percentage, final_price_kobo, description, created_at, frequency:frequencies(name, visits_per_month)')
      .order('building_type')
      .order('num_rooms')
      .order('frequency_id')
      .order('created_at'),
    MESSAGES.admin.subscriptionPlansRetrieveFailed,
  ) ?? []) as unknown as Array<Omit<AdminPlan, 'frequency_name' | 'visits_per_month'> & { frequency: { name: string; visits_per_month: number } | null }>;
  return rows.map(({ frequency, ...r }) => ({
    ...r,
    discount_percentage: Number(r.discount_percentage),
    frequency_name: frequency?.name ?? '',
    visits_per_month: frequency?.visits_per_month ?? 1,
  }));
}

export function useAdminPlans() {
  return useQuery({ queryKey: queryKeys.subscriptionPlans.list({ admin: true }), queryFn: fetchAdminPlans });
}

function planRow(input: PlanInput) {
  return {
    building_type: input.building_type,
    num_rooms: input.num_rooms,
    frequency_id: input.frequency_id,
    price_kobo: input.price_kobo,
    discount_percentage: input.discount_percentage ?? 0,
    description: input.description.trim(),
  };
}

export type PlanAction = 'added' | 'updated' | 'deleted' | 'duplicated';

export async function savePlan(id: string | undefined, input: PlanInput): Promise<PlanAction> {
  const supabase = await getSupabase();
  if (!id) {
    unwrap(await supabase.from('subscription_plans').insert(planRow(input)), MESSAGES.admin.subscriptionPlanFailed('save'));
    return 'added';
  }
  const rows = unwrap(await supabase.from('subscription_plans').update(planRow(input)).eq('id', id).select('id'), MESSAGES.admin.subscriptionPlanFailed('save')) ?? [];
  if (rows.length === 0) throw new DataError(MESSAGES.admin.subscriptionPlanFailed('save'));
  return 'updated';
}

export async function deletePlan(id: string): Promise<void> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.from('subscription_plans').delete().eq('id', id).select('id'), MESSAGES.admin.subscriptionPlanFailed('delete')) ?? [];
  if (rows.length === 0) throw new DataError(MESSAGES.admin.subscriptionPlanFailed('delete'));
}

/** Copies a plan without its id and created_at (spec). */
export async function duplicatePlan(plan: AdminPlan): Promise<void> {
  const supabase = await getSupabase();
  unwrap(
    await supabase.from('subscription_plans').insert(
      planRow({
        building_type: plan.building_type,
        num_rooms: plan.num_rooms,
        frequency_id: plan.frequency_id,
        price_kobo: plan.price_kobo,
        discount_percentage: plan.discount_percentage,
        description: plan.description,
      }),
    ),
    MESSAGES.admin.subscriptionPlanFailed('duplicate'),
  );
}

export function useSavePlan() {
  return useInvalidating(({ id, input }: { id?: string; input: PlanInput }) => savePlan(id, input), [queryKeys.subscriptionPlans.all]);
}

export function useDeletePlan() {
  return useInvalidating((id: string) => deletePlan(id), [queryKeys.subscriptionPlans.all]);
}

export function useDuplicatePlan() {
  return useInvalidating((plan: AdminPlan) => duplicatePlan(plan), [queryKeys.subscriptionPlans.all]);
}
