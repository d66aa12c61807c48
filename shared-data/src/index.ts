/**
 * @spotless/shared-data: the only package that talks to Supabase. Areas import everything data-related from
 * here: the client, the auth store and actions, TanStack Query conventions, constants and texts, formatters,
 * lifecycle tables and errors.
 *
 * Payments and payouts are '@spotless/shared-data/money' (./money.ts says why).
 *
 * Nigerian states/LGAs are not re-exported (large, needed by few forms): import
 * '@spotless/shared-data/nigeria-locations' or call {@link loadNigeriaLocations} for a lazy chunk.
 */
export * from './client';
export * from './auth';
export * from './captcha';
export * from './query';
export * from './paging';
export * from './constants';
export * from './format';
export * from './lifecycle';
export * from './errors';
export * from './functions';
export type { Lga, NigerianState, NigerianStateCode, NormalisedLocation } from './constants/nigeria-locations';

/** Loads the states/LGAs module on demand (its own chunk), e.g. when a residence form opens. */
export function loadNigeriaLocations(): Promise<typeof import('./constants/nigeria-locations')> {
  return import('./constants/nigeria-locations');
}
export * from './quotes';
export * from './guest';
export * from './cleaners';
export * from './prices';
export * from './chat';
export * from './visitors';
export * from './notifications';
export * from './cleaner-profile';
export * from './verification';
export * from './cleaner-work';
export * from './standby';
export * from './client-profile';
export * from './bookings';
export * from './booking-page';
export * from './schedules';
export * from './reviews';
export * from './admin';
export * from './admin-prices';
export * from './admin-chat';
export * from './admin-audit';
export * from './marketing';
export * from './todo';
