// A booking as the console's booking view receives it (stories and tests).
import type { AdminBookingView, AdminConversationMessage } from '@spotless/shared-data/console';

export function adminBookingView(overrides: Partial<AdminBookingView> = {}): AdminBookingView {
  return {
    booking: {
      id: 'b-1', customer_id: 'u-1', customer_kind: 'client', cleaner_id: 'c-2', services: ['Deep Cleaning'], location: 'Allen Avenue',
      state: 'Lagos', lga: 'Ikeja', num_rooms: 3, building_type: null, building_condition: null, special_request: null,
      scheduled_date: null, starts_at: '2031-03-05T09:00:00Z', ends_at: '2031-03-05T11:00:00Z', budget_kobo: null, price_kobo: 2_500_000,
      status: 'accepted', payment_status: 'paid', source: 'direct', created_at: '2031-03-01T08:00:00Z', disputed_at: null,
      cancelled_at: null, cancelled_by: null, cancellation_reason: null, cancellation_fee_kobo: 0, reschedule_count: 0,
    },
    customerName: 'Ngozi Eze',
    contact: { fullName: 'Ngozi Eze', phone: '+2348031234572', email: 'ngozi@example.ng', address: '12 Allen Avenue' },
    cleanerName: 'Kunle Ade',
    payments: [{ id: 'p-1', reference: 'SPL-123', amountKobo: 2_500_000, refundedKobo: 0, status: 'completed', provider: 'paystack', paidAt: '2031-03-01T09:00:00Z', createdAt: '2031-03-01T08:55:00Z' }],
    standbys: [{
      id: 's-1', state: 'taken', reason: 'cleaner_cancelled', note: 'My van broke down.', scope: 'lga', openedAt: '2031-03-02T10:00:00Z',
      deadlineAt: '2031-03-02T14:00:00Z', closedAt: '2031-03-02T10:20:00Z', releasedCleanerName: 'Tobi Bello', takenByName: 'Kunle Ade', offers: 3, openOffers: 0,
    }],
    ...overrides,
  };
}

export function adminMessage(overrides: Partial<AdminConversationMessage> = {}): AdminConversationMessage {
  return {
    id: 'm-1', senderRole: 'customer', senderName: 'Ngozi Eze', body: 'Please bring a ladder.', redacted: false,
    createdAt: '2031-03-01T10:00:00Z', readAt: '2031-03-01T10:05:00Z', reports: 0, openReports: 0, reportReasons: [], ...overrides,
  };
}
