/**
 * Price rules of spec §9. Money is integer kobo everywhere (product.md §3); these helpers return integers.
 *
 * Rounding: each function computes with exact arithmetic on the inputs and rounds ONCE at the end to the
 * nearest kobo, halves rounded up (Math.round). Rounding once keeps the admin bulk update and the visitor price
 * list in agreement to the kobo, whichever order the discounts are written in.
 */

function assertPercent(name: string, pct: number): void {
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) throw new RangeError(`${name} must be 0-100, got ${pct}`);
}

function assertKobo(name: string, kobo: number): void {
  if (!Number.isInteger(kobo) || kobo < 0) throw new RangeError(`${name} must be a non-negative integer (kobo)`);
}

/**
 * Discounted price = base × (1 − discount/100), in kobo, rounded to the nearest kobo (halves up).
 * @param baseKobo base price in kobo (integer ≥ 0)
 * @param discountPct discount percentage 0-100 (fractions allowed)
 */
export function discountedPrice(baseKobo: number, discountPct: number): number {
  assertKobo('baseKobo', baseKobo);
  assertPercent('discountPct', discountPct);
  return Math.round((baseKobo * (100 - discountPct)) / 100);
}

/** Inputs of the admin bulk auto-update for one price row. */
export interface BulkPriceInput {
  /** Rooms of the row (1-10). */
  rooms: number;
  /** Base price per room in kobo. */
  basePerRoomKobo: number;
  /** Discount applied to every row (0 when its input is locked off). */
  baseDiscountPct: number;
  /** The row's own discount. */
  rowDiscountPct: number;
}

/**
 * Admin bulk price rule: rooms × base price per room, minus the base discount %, then minus the row's discount %
 * of what remains (the two discounts compound, they do not add: 10 % then 10 % is 19 % off, never more than 100 %).
 * Rounded once to the nearest kobo.
 */
export function bulkPrice({ rooms, basePerRoomKobo, baseDiscountPct, rowDiscountPct }: BulkPriceInput): number {
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError('rooms must be a positive integer');
  assertKobo('basePerRoomKobo', basePerRoomKobo);
  assertPercent('baseDiscountPct', baseDiscountPct);
  assertPercent('rowDiscountPct', rowDiscountPct);
  return Math.round((rooms * basePerRoomKobo * (100 - baseDiscountPct) * (100 - rowDiscountPct)) / 10_000);
}

/** A price row the bulk update may rewrite. */
export interface BulkPriceRow {
  buildingType: string;
  rooms: number;
  discountPct: number;
}

/** Settings of one bulk auto-update run (admin Subscriptions Prices screen). */
export interface BulkUpdateSettings {
  basePerRoomKobo: number;
  baseDiscountPct: number;
  /** "Lock" freezes every row: nothing is updated. */
  locked: boolean;
  /** When non-empty, only rows of these building types are updated. */
  buildingTypes: readonly string[];
}

/**
 * New prices of a bulk auto-update: a map from row index to new price (kobo), covering only the rows the
 * settings allow (none when locked; only the selected building types when a selection is made).
 */
export function bulkUpdatePrices(rows: readonly BulkPriceRow[], settings: BulkUpdateSettings): Map<number, number> {
  const updates = new Map<number, number>();
  if (settings.locked) return updates;
  rows.forEach((row, index) => {
    if (settings.buildingTypes.length > 0 && !settings.buildingTypes.includes(row.buildingType)) return;
    updates.set(
      index,
      bulkPrice({
        rooms: row.rooms,
        basePerRoomKobo: settings.basePerRoomKobo,
        baseDiscountPct: settings.baseDiscountPct,
        rowDiscountPct: row.discountPct,
      }),
    );
  });
  return updates;
}
