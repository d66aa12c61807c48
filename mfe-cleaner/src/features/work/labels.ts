// Display helpers of the work pages.
import { formatDate, formatPlace } from '@spotless/shared-data';
import type { CleanerQuoteRequest } from '@spotless/shared-data/cleaner';
import { formatNaira } from '@spotless/shared-ui';

export const HIDDEN = 'Hidden';

export function buildingLabel(value: string | null | undefined): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : '—';
}

export function nairaOrDash(kobo: number | null | undefined): string {
  return kobo === null || kobo === undefined ? '—' : formatNaira(kobo);
}

/** Where a request or booking is, without repeating an LGA or state its typed location already names. */
export function requestPlace(request: Pick<CleanerQuoteRequest, 'location' | 'lga' | 'state'> | null): string {
  if (!request) return '—';
  return formatPlace(request.location, request.lga, request.state);
}

export function dateOrDash(value: string | null | undefined): string {
  return value ? formatDate(value) : '—';
}
