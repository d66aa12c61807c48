import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { clientBooking, payment, pendingReview, profile, schedule } from '../test/fixtures';
import { BookingForm } from './booking-center/BookingForm';
import { MyBookingsTable } from './booking-center/MyBookingsTable';
import { ProviderResults } from './booking-center/ProviderResults';
import { PaymentsTable } from './payments/PaymentsTable';
import { ProfileView } from './profile/ProfileView';
import { PendingReviewList } from './reviews/PendingReviewsPage';
import { ReviewForm } from './reviews/ReviewForm';
import { AddScheduleForm } from './schedules/AddScheduleForm';
import { ConfirmChangeDialog } from './schedules/ConfirmChangeDialog';
import { SchedulesTable } from './schedules/SchedulesTable';

const noop = () => undefined;
const meta = {
  title: 'Client/Dashboard parts',
  component: ProfileView,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: { profile: profile(), saving: false, onSave: noop },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
export const ProfileWithoutResidence: Story = { args: { profile: profile({ state_of_residence: null, lga_of_residence: null, address: null }) } };
export const Providers: Story = {
  render: () => (
    <ProviderResults
      onBook={noop}
      providers={[{ user_id: 'c-1', display_name: 'Adaeze Nwosu', avatar_url: null, bio: null, specializations: ['Residential Cleaning'], service_locations: ['Ikeja', 'Yaba'], state: 'Lagos', lga: 'Ikeja', availability: 'Weekdays', rating_avg: 4.5, rating_count: 12 }]}
    />
  ),
};
export const Booking: Story = { render: () => <BookingForm cleanerId="c-1" location="Lagos" budgetKobo={2_500_000} slotDays={[{ date: '2026-11-27', label: 'Fri 27 Nov 2026', slots: [{ starts_at: '2026-11-27T07:00:00Z', label: '08:00–10:00' }, { starts_at: '2026-11-27T09:00:00Z', label: '10:00–12:00' }] }]} submitting={false} onSubmit={noop} onCancel={noop} /> };
export const MyBookings: Story = { render: () => <MyBookingsTable bookings={[clientBooking(), clientBooking({ id: 'b-2', status: 'accepted', price_kobo: 3_000_000 }), clientBooking({ id: 'b-3', status: 'rejected' })]} /> };
/** Money on bookings: Pay now for the accepted unpaid one, Cancel before the job, Paid and refunded states. */
export const MyBookingsPayments: Story = {
  render: () => (
    <MyBookingsTable
      onPay={noop}
      onCancel={noop}
      onConfirm={noop}
      bookings={[
        clientBooking({ id: 'b-1', status: 'accepted', price_kobo: 3_500_000 }),
        clientBooking({ id: 'b-2', status: 'accepted', price_kobo: 3_000_000, payment_status: 'paid' }),
        clientBooking({ id: 'b-3', status: 'awaiting_confirmation', price_kobo: 2_000_000, payment_status: 'paid' }),
        clientBooking({ id: 'b-4', status: 'cancelled', price_kobo: 2_000_000, payment_status: 'refunded' }),
      ]}
    />
  ),
};
export const MyBookingsEmpty: Story = { render: () => <MyBookingsTable bookings={[]} /> };
export const Schedules: Story = { render: () => <SchedulesTable schedules={[schedule(), schedule({ id: 's-2', status: 'pending', cleaner: null, visits: [] }), schedule({ id: 's-3', status: 'expired', visits: [] })]} today="2031-03-01" /> };
export const SchedulesEmpty: Story = { render: () => <SchedulesTable schedules={[]} today="2031-03-01" /> };
export const AddSchedule: Story = { render: () => <AddScheduleForm submitting={false} onSubmit={noop} onCancel={noop} /> };
/** An active schedule the client can change: Move and Skip on each visit, Edit and Cancel on the row. */
export const SchedulesWithChanges: Story = {
  render: () => (
    <SchedulesTable
      schedules={[schedule(), schedule({ id: 's-2', status: 'pending', cleaner: null, visits: [] })]}
      today="2031-03-01"
      actions={{ onMoveVisit: noop, onSkipVisit: noop, onEdit: noop, onCancel: noop }}
    />
  ),
};
/** Edit Schedule of an active schedule: the service and start date stay, the slot and place change. */
export const EditActiveSchedule: Story = {
  render: () => (
    <AddScheduleForm submitting={false} onSubmit={noop} onCancel={noop} submitLabel="Save changes" lockTypeAndDate
      initial={{ serviceType: 'Weekly Cleaning', startDate: '2031-03-03', serviceTime: '08:00:00', location: 'Ikoyi' }} />
  ),
};
/** Cancel a schedule: what happens, stated before the button. */
export const CancelScheduleDialog: Story = {
  render: () => (
    <ConfirmChangeDialog open title="Cancel this schedule?" what="Weekly Cleaning" confirmLabel="Cancel schedule" withReason allowed
      outcome={['Your 11 upcoming visits are cancelled. Completed visits stay in your history.', 'Free of charge.', 'Your cleaner is told.']}
      onConfirm={noop} onClose={noop} />
  ),
};
export const Payments: Story = { render: () => <PaymentsTable payments={[payment(), payment({ id: 'p-2', status: 'pending', paid_at: null, amount_kobo: 1_250_050 })]} /> };
/** Paystack payments: by card with a refund on the way, by transfer, and Receipt links. */
export const PaymentsWithRefunds: Story = {
  render: () => (
    <PaymentsTable
      receiptHref={(p) => `/client/payments/${p.id}/receipt`}
      payments={[
        payment({ id: 'p-1', method: 'card', card_last4: '4081', status: 'partially_refunded', reference: 'spl_4f1c2a9b0d3e5f6a7b8c9d0e', refunds: [{ id: 'r-1', amount_kobo: 1_000_000, status: 'processing', created_at: '2025-06-01T10:00:00Z', processed_at: null }] }),
        payment({ id: 'p-2', method: 'bank_transfer', status: 'completed', reference: 'spl_0a1b2c3d4e5f6a7b8c9d0e1f' }),
      ]}
    />
  ),
};
export const PaymentsEmpty: Story = { render: () => <PaymentsTable payments={[]} /> };
export const PendingReviews: Story = { render: () => <PendingReviewList items={[pendingReview()]} onReview={noop} /> };
export const LeaveAReview: Story = { render: () => <ReviewForm submitting={false} onSubmit={noop} onCancel={noop} /> };
