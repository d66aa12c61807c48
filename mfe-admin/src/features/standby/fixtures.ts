// Fake standby rows for the view's tests and stories.
import type { AdminStandby } from '@spotless/shared-data/standby';

export function adminStandby(overrides: Partial<AdminStandby> = {}): AdminStandby {
  return {
    standbyId: 's-1', bookingId: 'b-1', services: ['Deep Cleaning'], location: 'Allen Avenue', state: 'Lagos', lga: 'Ikeja',
    startsAt: '2026-11-28T09:00:00Z', customerKind: 'client', reason: 'cleaner_cancelled', note: null, standbyState: 'open',
    scope: 'lga', openedAt: '2026-11-26T09:00:00Z', deadlineAt: '2026-11-26T13:00:00Z', closedAt: null,
    releasedCleanerId: 'c-1', releasedCleanerName: 'Adaeze Nwosu', takenBy: null, takenByName: null, offers: 3, openOffers: 3,
    paymentStatus: 'paid', ...overrides,
  };
}
