// Fake rows shaped like shared-data's types, for component tests and stories.
import type { ClientBooking, ClientProfile, ClientSchedule, MyBid, MyQuoteRequest, PendingReview } from '@spotless/shared-data';
import type { ClientPayment } from '@spotless/shared-data/money';

export function bid(over: Partial<MyBid> = {}): MyBid {
  return {
    id: 'bid-1',
    quote_request_id: 'q-1',
    cleaner_id: 'c-1',
    amount_kobo: 3_500_000,
    note: null,
    status: 'pending',
    created_at: '2025-06-01T10:00:00Z',
    cleaner: { display_name: 'Adaeze Nwosu', rating_avg: 4.5, rating_count: 12, avatar_url: null },
    ...over,
  };
}

export function quoteRequest(over: Partial<MyQuoteRequest> = {}): MyQuoteRequest {
  return {
    id: 'q-1',
    service_type: 'Deep Cleaning',
    location: 'Lekki, Lagos',
    description: 'Three-bedroom flat after renovation',
    budget: '₦40,000 - ₦60,000',
    status: 'open',
    target_cleaner_id: null,
    awarded_bid_id: null,
    created_at: '2025-06-01T09:00:00Z',
    target: null,
    bids: [bid({ id: 'bid-2', cleaner_id: 'c-2', amount_kobo: 4_500_000, cleaner: { display_name: 'Tunde Bello', rating_avg: 0, rating_count: 0, avatar_url: null } }), bid()],
    ...over,
  };
}

export function clientBooking(over: Partial<ClientBooking> = {}): ClientBooking {
  return {
    id: 'b-1',
    cleaner_id: 'c-1',
    services: ['House Cleaning', 'Window Cleaning'],
    location: 'Ikeja, Lagos',
    status: 'pending',
    source: 'direct',
    scheduled_date: '2031-03-03',
    // 10:00-12:00 Lagos time on that day.
    starts_at: '2031-03-03T09:00:00Z',
    ends_at: '2031-03-03T11:00:00Z',
    budget_kobo: 2_500_000,
    price_kobo: null,
    payment_status: 'unpaid',
    num_rooms: 3,
    building_type: 'residential',
    building_condition: 'old',
    has_water: true,
    special_request: null,
    created_at: '2025-06-01T10:00:00Z',
    disputed_at: null,
    cleaner: { display_name: 'Adaeze Nwosu' },
    ...over,
  };
}

export function schedule(over: Partial<ClientSchedule> = {}): ClientSchedule {
  return {
    id: 's-1',
    service_type: 'Weekly Cleaning',
    start_date: '2031-03-03',
    service_time: '08:00:00',
    status: 'active',
    cleaner_id: 'c-1',
    location: null,
    notes: null,
    created_at: '2025-06-01T10:00:00Z',
    cleaner: { display_name: 'Adaeze Nwosu' },
    // 08:00–10:00 Lagos (UTC+1) on each day.
    visits: ['2031-03-03', '2031-03-10', '2031-03-17', '2031-03-24', '2031-03-31', '2031-04-07'].map((visit_date, n) => ({
      id: `v-${n}`, visit_date, status: 'accepted', starts_at: `${visit_date}T07:00:00Z`, ends_at: `${visit_date}T09:00:00Z`,
    })),
    ...over,
  };
}

export function payment(over: Partial<ClientPayment> = {}): ClientPayment {
  return {
    id: 'p-1',
    booking_id: 'b-1',
    amount_kobo: 8_800_000,
    method: 'ussd',
    status: 'completed',
    reference: 'SPT-107919-1',
    paid_at: '2025-05-30T10:00:00Z',
    created_at: '2025-05-30T10:00:00Z',
    customer_email: 'chiamaka@example.ng',
    card_last4: null,
    refunded_kobo: 0,
    booking: { services: ['House Cleaning'], scheduled_date: '2025-06-02', location: 'Ikeja, Lagos', cleaner: { display_name: 'Adaeze Nwosu' } },
    refunds: [],
    ...over,
  };
}

export function profile(over: Partial<ClientProfile> = {}): ClientProfile {
  return {
    id: 'u-1',
    full_name: 'Chiamaka Eze',
    email: 'chiamaka@example.ng',
    phone: '+2348031234567',
    avatar_url: null,
    address: '12 Allen Avenue',
    state_of_residence: 'Lagos',
    lga_of_residence: 'Ikeja',
    ...over,
  };
}

export function pendingReview(over: Partial<PendingReview> = {}): PendingReview {
  return {
    id: 'b-9',
    cleaner_id: 'c-1',
    services: ['House Cleaning'],
    location: 'Ikeja, Lagos',
    completed_at: '2025-06-02T10:00:00Z',
    price_kobo: 2_500_000,
    cleaner: { display_name: 'Adaeze Nwosu' },
    ...over,
  };
}
