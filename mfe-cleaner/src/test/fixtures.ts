// Fake data for component tests and stories (props only; journeys are proven in e2e against local-supabase).
import type { CleanerBooking, MyCleanerProfile } from '@spotless/shared-data/cleaner';
import type { StandbyOffer } from '@spotless/shared-data/standby';
import type { Bank, CleanerPayout, PayoutAccount } from '@spotless/shared-data/money';

export function profile(overrides: Partial<MyCleanerProfile> = {}): MyCleanerProfile {
  return {
    userId: 'c1', fullName: 'Amaka Obi', email: 'amaka@example.ng', phone: '+2348035550101', avatarUrl: null,
    bio: 'Careful home cleaning in Ikeja.', specializations: ['Residential Cleaning', 'Event Cleaning'], serviceLocations: ['Lagos/Ikeja'],
    state: 'Lagos', lga: 'Ikeja', yearsOfExperience: '1_year', availability: 'Weekdays', status: 'active', verificationStatus: 'verified',
    ratingAvg: 4.5, ratingCount: 2, ...overrides,
  };
}

export function booking(overrides: Partial<CleanerBooking> = {}): CleanerBooking {
  return {
    id: 'b-1', customer_kind: 'client', services: ['House Cleaning'], location: '12 Admiralty Way', state: 'Lagos', lga: 'Eti-Osa',
    num_rooms: 3, building_type: 'residential', building_condition: 'old', has_water: true, special_request: 'Bring a mop.',
    scheduled_date: '2025-07-01', budget_kobo: 3_000_000, price_kobo: null, status: 'pending', source: 'direct',
    starts_at: null,
    ends_at: null,
    created_at: '2025-06-20T10:00:00Z', completed_at: null, disputed_at: null, contact: null, ...overrides,
  };
}

export function payout(overrides: Partial<CleanerPayout> = {}): CleanerPayout {
  return {
    id: 'po-1', bookingId: 'b-1', services: ['House Cleaning'], scheduledDate: '2025-07-01', grossKobo: 3_000_000, commissionKobo: 450_000,
    amountKobo: 2_550_000, status: 'held', reference: 'spo_0123456789abcdef01234567', transferReference: null, waitingReason: null,
    failureReason: null, paidAt: null, createdAt: '2025-06-20T10:00:00Z', ...overrides,
  };
}

export function payoutAccount(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return { bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumberLast4: '6789', accountName: 'OBI AMAKA', status: 'verified', reviewNote: null, ...overrides };
}

export const banks: Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '033', name: 'United Bank For Africa' },
];

export function standbyOffer(overrides: Partial<StandbyOffer> = {}): StandbyOffer {
  return {
    offerId: 'o-1', bookingId: 'b-9', services: ['Deep Cleaning'], location: 'Allen Avenue, Ikeja', state: 'Lagos', lga: 'Ikeja',
    startsAt: '2026-11-28T09:00:00Z', endsAt: '2026-11-28T11:00:00Z', scheduledDate: '2026-11-28', numRooms: 3,
    buildingType: 'residential', buildingCondition: 'old', priceKobo: 3_000_000, budgetKobo: null,
    offeredAt: '2026-11-26T10:00:00Z', deadlineAt: '2026-11-26T14:00:00Z', ...overrides,
  };
}
