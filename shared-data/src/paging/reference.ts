// References: how people name a booking, a quote request or a bid when they talk about it (to support, in a search
// box). A reference is a short code of the row's id, so no column or sequence is needed: BK-3F2A91C0 is the booking
// whose id starts 3f2a91c0. Typed back in any case, with or without the prefix, dashes or spaces (a whole id works
// too), it stands for every id that starts with those hex digits, which is a range of the primary key: the database
// answers it with an index range scan, under RLS too (uuid comparison is leakproof), so a search can only find rows
// the caller may see. The same rules are in SQL (public.reference_hex, 20250711000000) for the CSV export.

/** What a reference names. */
export type ReferenceKind = 'booking' | 'quote' | 'bid';

/** Each kind's prefix; each has a letter that is no hex digit, so a typed prefix is never read as part of the id. */
export const REFERENCE_PREFIX: Readonly<Record<ReferenceKind, string>> = { booking: 'BK', quote: 'QR', bid: 'BID' };

/** Hex digits a reference needs at least (fewer would match too many rows to be a reference). */
export const REFERENCE_MIN_DIGITS = 4;

/** The reference shown to people: BK-3F2A91C0. */
export function formatReference(kind: ReferenceKind, id: string): string {
  return `${REFERENCE_PREFIX[kind]}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The hex digits a typed reference stands for (lower case), or null when the term is no reference of this kind. */
export function referenceDigits(kind: ReferenceKind, term: string): string | null {
  const compact = term.toLowerCase().replace(/[\s-]/g, '');
  const prefix = REFERENCE_PREFIX[kind].toLowerCase();
  const digits = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  return new RegExp(`^[0-9a-f]{${REFERENCE_MIN_DIGITS},32}$`).test(digits) ? digits : null;
}

function asUuid(hex32: string): string {
  return `${hex32.slice(0, 8)}-${hex32.slice(8, 12)}-${hex32.slice(12, 16)}-${hex32.slice(16, 20)}-${hex32.slice(20)}`;
}

/**
 * The ids a typed reference stands for, as an inclusive range for `.gte('id', from).lte('id', to)`; null when the
 * term is no reference of this kind (a list then has nothing to show for it).
 */
export function referenceIdRange(kind: ReferenceKind, term: string): { from: string; to: string } | null {
  const digits = referenceDigits(kind, term);
  if (!digits) return null;
  return { from: asUuid(digits.padEnd(32, '0')), to: asUuid(digits.padEnd(32, 'f')) };
}
