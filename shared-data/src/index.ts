/**
 * @spotless/shared-data: the only package that talks to Supabase. Areas import everything data-related from
 * here: the client, the auth store and actions, TanStack Query conventions, constants and texts, formatters,
 * lifecycle tables and errors.
 *
 * This entry is a Module Federation singleton that every page loads whole, the public home page too, so it holds only
 * what the shell and the public pages need plus cheap shared bits. What only some screens use is a subpath entry of
 * its own, bundled by the areas that import it: payments and payouts '@spotless/shared-data/money', the operator's
 * console '/console', the cleaner's area '/cleaner', booking pages '/booking-page', standby replacements '/standby',
 * slots and cancel/reschedule '/booking-changes', account settings '/account', MFA '/mfa', phone sign-in '/phone'.
 * Their modules import the client, the auth store, query keys and errors from '@spotless/shared-data', never by a
 * relative path (that would bundle a second client and auth store).
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
export * from './client-profile';
export * from './bookings';
export * from './schedules';
export * from './reviews';
export * from './marketing';
export * from './todo';
