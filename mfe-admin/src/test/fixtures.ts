// Fake rows shaped like shared-data's admin types, for component tests and stories.
import type { AppNotification } from '@spotless/shared-data';
import type {
  AdminBid,
  AdminBooking,
  AdminChatMessage,
  AdminChatThread,
  AdminCleaner,
  AdminClient,
  AdminPlan,
  AdminPrice,
  AdminQuoteRequest,
  AdminReview,
  AdminSchedule,
  AdminSubscription,
  AdminVerificationSubmission,
  PriceUpdateSettings,
} from '@spotless/shared-data/console';
import type {
  AccountToReview,
  AdminPayout,
  AdminRefund,
  AdminTransaction,
  OpenDispute,
} from '@spotless/shared-data/money';

export function adminBid(over: Partial<AdminBid> = {}): AdminBid {
  return {
    id: 'bid-1',
    quote_request_id: 'q-1',
    cleaner_id: 'c-1',
    amount_kobo: 3_500_000,
    note: null,
    status: 'pending',
    created_at: '2025-06-01T10:00:00Z',
    cleaner_name: 'Adaeze Nwosu',
    request: { service_type: 'Deep Cleaning', location: 'Lekki', status: 'open', requester_kind: 'guest' },
    requester_name: 'Bola Ade',
    ...over,
  };
}

export function adminQuoteRequest(over: Partial<AdminQuoteRequest> = {}): AdminQuoteRequest {
  return {
    id: 'q-1',
    requester_kind: 'guest',
    service_type: 'Deep Cleaning',
    location: 'Lekki',
    state: 'Lagos',
    description: 'Three-bedroom flat after renovation',
    budget: '₦40,000 - ₦60,000',
    status: 'open',
    awarded_bid_id: null,
    created_at: '2025-06-01T09:00:00Z',
    target_cleaner_id: null,
    contact: { full_name: 'Bola Ade', phone: '+2348031234567', email: 'bola@example.ng' },
    bid_count: 2,
    ...over,
  };
}

export function adminBooking(over: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: 'b-1',
    customer_kind: 'guest',
    cleaner_id: null,
    services: ['House Cleaning', 'Window Cleaning'],
    location: 'Ikeja',
    state: 'Lagos',
    status: 'pending',
    source: 'direct',
    price_kobo: null,
    budget_kobo: 2_500_000,
    scheduled_date: '2031-03-03',
    starts_at: '2031-03-03T09:00:00Z',
    ends_at: '2031-03-03T11:00:00Z',
    created_at: '2025-06-01T10:00:00Z',
    contact_name: 'Funke Adeyemi',
    contact_phone: '+2348051112222',
    cleaner_name: '',
    ...over,
  };
}

export function adminCleaner(over: Partial<AdminCleaner> = {}): AdminCleaner {
  return {
    user_id: 'c-1',
    display_name: 'Adaeze Nwosu',
    state: 'Lagos',
    lga: 'Ikeja',
    status: 'active',
    verification_status: 'verified',
    rating_avg: 4.5,
    rating_count: 12,
    specializations: ['Residential Cleaning'],
    created_at: '2025-05-01T10:00:00Z',
    email: 'adaeze@example.ng',
    phone: '+2348031112222',
    ...over,
  };
}

export function adminClient(over: Partial<AdminClient> = {}): AdminClient {
  return {
    id: 'cl-1',
    full_name: 'Chioma Obi',
    email: 'chioma@example.ng',
    phone: '+2348021234567',
    state_of_residence: 'Lagos',
    lga_of_residence: 'Surulere',
    created_at: '2025-05-01T10:00:00Z',
    ...over,
  };
}

export function adminReview(over: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'r-1',
    cleaner_id: 'c-1',
    reviewer_name: 'Chioma Obi',
    rating: 5,
    comment: 'Spotless kitchen, on time.',
    created_at: '2025-06-03T10:00:00Z',
    cleaner_name: 'Adaeze Nwosu',
    held_reasons: null,
    ...over,
  };
}

export function adminSubmission(over: Partial<AdminVerificationSubmission> = {}): AdminVerificationSubmission {
  return {
    id: 'v-1',
    cleaner_id: 'c-2',
    id_type: 'NIN',
    status: 'pending',
    review_note: null,
    submitted_at: '2025-06-01T08:00:00Z',
    reviewed_at: null,
    cleaner_name: 'Tunde Bello',
    cleaner_email: 'tunde@example.ng',
    ...over,
  };
}

export function adminSchedule(over: Partial<AdminSchedule> = {}): AdminSchedule {
  return {
    id: 's-1',
    client_id: 'cl-1',
    cleaner_id: null,
    service_type: 'Monthly Cleaning',
    start_date: '2031-03-01',
    service_time: '08:00:00',
    status: 'pending',
    location: 'Surulere',
    client_name: 'Chioma Obi',
    cleaner_name: '',
    ...over,
  };
}

export function adminSubscription(over: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    id: 'sub-1',
    client_id: 'cl-1',
    subscription_type: 'standard',
    active: true,
    start_date: '2025-06-01',
    end_date: '2025-07-01',
    client_name: 'Chioma Obi',
    client_email: 'chioma@example.ng',
    ...over,
  };
}

export function adminPrice(over: Partial<AdminPrice> = {}): AdminPrice {
  return {
    id: 'pr-1',
    building_type: 'residential',
    building_condition: 'old',
    num_rooms: 3,
    base_price_kobo: 3_000_000,
    discount_percentage: 10,
    final_price_kobo: 2_700_000,
    description: null,
    service_category: 'Standard Cleaning',
    updated_at: '2025-06-01T10:00:00Z',
    ...over,
  };
}

export function adminPlan(over: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: 'pl-1',
    building_type: 'residential',
    num_rooms: 2,
    frequency_id: 1,
    price_kobo: 4_000_000,
    discount_percentage: 0,
    final_price_kobo: 4_000_000,
    description: 'Two rooms, weekly',
    created_at: '2025-06-01T10:00:00Z',
    frequency_name: 'Weekly',
    visits_per_month: 4,
    ...over,
  };
}

export function priceSettings(over: Partial<PriceUpdateSettings> = {}): PriceUpdateSettings {
  return {
    scope: 'cleaning_prices',
    locked: false,
    base_discount_locked: false,
    base_price_per_room_kobo: 1_000_000,
    base_discount_percentage: 5,
    updated_at: '2025-06-01T10:00:00Z',
    ...over,
  };
}

export function notification(over: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n-1',
    category: 'booking',
    message: 'New booking from Chioma Obi',
    link: null,
    is_read: false,
    created_at: '2025-06-01T10:00:00Z',
    ...over,
  };
}

export function chatThread(over: Partial<AdminChatThread> = {}): AdminChatThread {
  return { id: 't-1', guest_number: 1, last_message_at: '2025-06-01T10:00:00Z', admin_unread: 0, created_at: '2025-06-01T09:00:00Z', ...over };
}

export function chatMessage(over: Partial<AdminChatMessage> = {}): AdminChatMessage {
  return { id: 'm-1', thread_id: 't-1', from_admin: false, body: 'Hello, do you clean offices?', created_at: '2025-06-01T10:00:00Z', read_at: null, ...over };
}

export function adminTransaction(over: Partial<AdminTransaction> = {}): AdminTransaction {
  return {
    id: 'pay-1',
    booking_id: 'b-1',
    client_id: 'cl-1',
    customer_email: 'chioma@example.ng',
    amount_kobo: 4_500_000,
    refunded_kobo: 0,
    method: 'card',
    status: 'completed',
    provider: 'paystack',
    reference: 'spl_0123456789abcdef01234567',
    paid_at: '2025-06-02T10:00:00Z',
    created_at: '2025-06-02T09:58:00Z',
    client_name: 'Chioma Obi',
    client_email: 'chioma@example.ng',
    ...over,
  };
}

export function adminPayout(over: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: 'po-1',
    booking_id: 'b-1',
    cleaner_id: 'c-1',
    gross_kobo: 4_500_000,
    commission_kobo: 675_000,
    amount_kobo: 3_825_000,
    status: 'held',
    reference: 'spo_0123456789abcdef01234567',
    transfer_reference: null,
    attempts: 0,
    waiting_reason: null,
    failure_reason: null,
    paid_at: null,
    created_at: '2025-06-02T10:00:00Z',
    cleaner_name: 'Adaeze Nwosu',
    cleaner_email: 'adaeze@example.ng',
    ...over,
  };
}

export function adminRefund(over: Partial<AdminRefund> = {}): AdminRefund {
  return {
    id: 'rf-1',
    payment_id: 'pay-1',
    booking_id: 'b-1',
    amount_kobo: 1_000_000,
    reason: 'Cleaner arrived late',
    requested_by_kind: 'admin',
    status: 'queued',
    failure_reason: null,
    processed_at: null,
    created_at: '2025-06-03T10:00:00Z',
    payment_reference: 'spl_0123456789abcdef01234567',
    customer_email: 'chioma@example.ng',
    ...over,
  };
}

export function accountToReview(over: Partial<AccountToReview> = {}): AccountToReview {
  return {
    cleaner_id: 'c-1',
    bank_name: 'Guaranty Trust Bank',
    account_number_last4: '6789',
    account_name: 'ADE BUSINESS VENTURES',
    profile_name: 'Adaeze Nwosu',
    cleaner_email: 'adaeze@example.ng',
    updated_at: '2025-06-04T10:00:00Z',
    ...over,
  };
}

/** One page of a money list around the given rows. */
export function moneyPage<T>(rows: T[], over: { total?: number; page?: number } = {}) {
  return { rows, total: over.total ?? rows.length, page: over.page ?? 1, pageSize: 20 };
}

/** A customer's open dispute of a paid job (₦10,000 paid). */
export function openDispute(over: Partial<OpenDispute> = {}): OpenDispute {
  return {
    booking_id: 'b-1',
    services: ['Deep Cleaning'],
    customer_kind: 'client',
    customer_name: 'Funke Adeyemi',
    cleaner_id: 'c-1',
    cleaner_name: 'Adaeze Nwosu',
    price_kobo: 1_000_000,
    paid_kobo: 1_000_000,
    dispute_reason: 'The kitchen was not cleaned.',
    disputed_at: '2025-06-05T10:00:00Z',
    completed_at: '2025-06-04T16:00:00Z',
    ...over,
  };
}
