// Fake rows shaped like the shared-data types, for component tests and stories.
import type { ChatMessage, CleaningPrice, MyBid, MyBooking, MyQuoteRequest, PublicCleaner, SubscriptionPlan } from '@spotless/shared-data';
import type { ClientPayment } from '@spotless/shared-data/money';

export const bid = (over: Partial<MyBid> = {}): MyBid => ({
  id: 'bid-1',
  quote_request_id: 'q-1',
  cleaner_id: 'c-1',
  amount_kobo: 3_500_000,
  note: null,
  status: 'pending',
  created_at: '2025-06-01T10:00:00Z',
  cleaner: { display_name: 'Adaeze Nwosu', rating_avg: 4.5, rating_count: 12, avatar_url: null },
  ...over,
});

export const quoteRequest = (over: Partial<MyQuoteRequest> = {}): MyQuoteRequest => ({
  id: 'q-1',
  service_type: 'Deep Cleaning',
  location: 'Lekki Phase 1, Lagos',
  description: 'Three-bedroom flat after a party.',
  budget: '₦40,000',
  status: 'open',
  target_cleaner_id: null,
  awarded_bid_id: null,
  created_at: '2025-06-01T09:00:00Z',
  bids: [bid(), bid({ id: 'bid-2', amount_kobo: 4_000_000, cleaner: { display_name: 'Emeka Eze', rating_avg: 0, rating_count: 0, avatar_url: null } })],
  target: null,
  ...over,
});

export const booking = (over: Partial<MyBooking> = {}): MyBooking => ({
  id: 'b-1',
  services: ['House Cleaning', 'Window Cleaning'],
  location: 'Surulere, Lagos',
  status: 'pending',
  scheduled_date: null,
  starts_at: null,
  ends_at: null,
  budget_kobo: 2_500_000,
  price_kobo: null,
  payment_status: 'unpaid',
  cleaner_id: null,
  created_at: '2025-06-02T09:00:00Z',
  disputed_at: null,
  cleaner: null,
  ...over,
});

export const payment = (over: Partial<ClientPayment> = {}): ClientPayment => ({
  id: 'p-1',
  booking_id: 'b-1',
  amount_kobo: 3_500_000,
  method: 'card',
  status: 'completed',
  reference: 'spl_4f1c2a9b0d3e5f6a7b8c9d0e',
  paid_at: '2031-03-03T09:05:00Z',
  created_at: '2031-03-03T09:00:00Z',
  customer_email: 'ngozi@example.ng',
  card_last4: '4081',
  refunded_kobo: 0,
  booking: { services: ['House Cleaning', 'Window Cleaning'], scheduled_date: '2031-03-05', location: 'Surulere, Lagos', cleaner: { display_name: 'Adaeze Nwosu' } },
  refunds: [],
  ...over,
});

export const price = (over: Partial<CleaningPrice> = {}): CleaningPrice => ({
  id: 'p-1',
  building_type: 'residential',
  building_condition: 'old',
  num_rooms: 6,
  base_price_kobo: 7_500_000,
  discount_percentage: 5,
  final_price_kobo: 7_125_000,
  description: 'Standard clean of a 6-room old residential building.',
  service_category: 'Standard Cleaning',
  ...over,
});

export const plan = (over: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  id: 'plan-1',
  building_type: 'residential',
  num_rooms: 3,
  frequency_id: 1,
  price_kobo: 10_800_000,
  discount_percentage: 10,
  final_price_kobo: 9_720_000,
  description: '4 visits a month for a 3-room residential property.',
  frequency_name: 'Weekly',
  ...over,
});

export const cleaner = (over: Partial<PublicCleaner> = {}): PublicCleaner => ({
  user_id: 'c-1',
  display_name: 'Adaeze Nwosu',
  avatar_url: null,
  bio: 'Punctual, careful with your things.',
  specializations: ['Residential Cleaning', 'Event Cleaning'],
  service_locations: ['Ikeja', 'Yaba'],
  state: 'Lagos',
  lga: 'Ikeja',
  years_of_experience: 'more_than_5_years',
  availability: 'Weekdays',
  rating_avg: 4.5,
  rating_count: 12,
  ...over,
});

export const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm-1',
  thread_id: 't-1',
  from_admin: false,
  body: 'Do you clean on Sundays?',
  created_at: '2025-06-01T10:00:00Z',
  read_at: null,
  ...over,
});
