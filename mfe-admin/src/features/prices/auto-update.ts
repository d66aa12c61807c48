// The bulk auto-update rule, as the database applies it (auto_update_cleaning_prices / auto_update_subscription_plans):
// a row's new price = rooms × base price per room × visits a month (subscription plans; a one-off price is one visit)
// − base discount %, and its final price takes the row's own discount off that. The panel uses it to preview what a run will change before the admin presses Auto Update.
import { toKobo } from '@spotless/shared-data';
import type { AutoUpdateInput } from '@spotless/shared-data/console';

export const BASE_PRICE_REQUIRED = 'Please enter a base price per room.';

/** One row the rule applies to (a cleaning price or a subscription plan). */
export interface UpdatableRow {
  building_type: string;
  num_rooms: number;
  discount_percentage: number;
  /** A subscription plan's visits a month (its frequency's); one-off prices are one visit. */
  visits_per_month?: number;
}

/** Rounds like PostgreSQL's round() on numeric for the non-negative amounts here: half away from zero. */
const roundKobo = (value: number) => Math.round(value);

/** Hundredths of a percent, so 7.5 % stays exact in integer arithmetic. */
const basisPoints = (percent: number) => Math.round(percent * 100);

export function autoUpdatedPrice(
  rooms: number,
  perRoomKobo: number,
  baseDiscount: number,
  rowDiscount: number,
  visits = 1,
): { priceKobo: number; finalKobo: number } {
  const priceKobo = roundKobo((rooms * perRoomKobo * visits * (10_000 - basisPoints(baseDiscount))) / 10_000);
  const finalKobo = roundKobo((priceKobo * (10_000 - basisPoints(rowDiscount))) / 10_000);
  return { priceKobo, finalKobo };
}

/** The rows a run touches: those of the selected building types, or every row when none is selected. */
export function rowsToUpdate<T extends UpdatableRow>(rows: readonly T[], buildingTypes: readonly string[]): T[] {
  return buildingTypes.length === 0 ? [...rows] : rows.filter((r) => buildingTypes.includes(r.building_type));
}

/** What a run would do: how many rows change and the lowest and highest final price afterwards. */
export function previewAutoUpdate(rows: readonly UpdatableRow[], input: AutoUpdateInput): { count: number; minFinalKobo: number; maxFinalKobo: number } | null {
  const finals = rowsToUpdate(rows, input.buildingTypes).map(
    (r) => autoUpdatedPrice(r.num_rooms, input.basePricePerRoomKobo, input.baseDiscountPercentage, r.discount_percentage, r.visits_per_month ?? 1).finalKobo,
  );
  if (finals.length === 0) return null;
  return { count: finals.length, minFinalKobo: Math.min(...finals), maxFinalKobo: Math.max(...finals) };
}

/** The form's text turned into the RPC's input, or the error to show. */
export function autoUpdateRequest(form: { perRoom: string; discount: string; types: readonly string[] }): { input: AutoUpdateInput } | { error: string } {
  const kobo = toKobo(form.perRoom);
  if (!kobo) return { error: BASE_PRICE_REQUIRED };
  return { input: { basePricePerRoomKobo: kobo, baseDiscountPercentage: Number(form.discount) || 0, buildingTypes: [...form.types] } };
}
