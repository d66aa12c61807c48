/** Colour family of a status badge. */
export type StatusTone = 'success' | 'error' | 'warning';

const SUCCESS = new Set(['accepted', 'completed', 'verified', 'active', 'approved', 'awarded', 'done', 'paid']);
const ERROR = new Set(['rejected', 'failed', 'suspended', 'expired', 'cancelled', 'canceled']);

/**
 * Maps a status to its colour (spec §4): Accepted/accepted/completed/verified/active green, Rejected/rejected red,
 * anything else (pending, open...) yellow. Matching ignores case and surrounding spaces. Approved, done and paid
 * count as green, and failed/suspended/expired/cancelled as red, because the spec colours active/expired schedule
 * rows that way and a "done" booking is completed.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  const key = (status ?? '').trim().toLowerCase();
  if (SUCCESS.has(key)) return 'success';
  if (ERROR.has(key)) return 'error';
  return 'warning';
}

/** Display text of a status: first letter upper-case, underscores as spaces ("in_review" → "In review"). */
export function statusLabel(status: string | null | undefined): string {
  const text = (status ?? '').trim().replace(/_/g, ' ');
  if (!text) return 'Pending';
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
