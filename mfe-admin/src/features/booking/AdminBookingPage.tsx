// /admin/bookings/:bookingId: the whole booking for an operator (see AdminBookingView). The conversation is read
// through the audited RPC once per opening.
import { useAdminBooking, useAdminBookingConversation } from '@spotless/shared-data/console';
import { timelineEntries, useBookingEvents } from '@spotless/shared-data/booking-page';
import { Container } from '@spotless/shared-ui';
import { useParams } from '@spotless/shared-ui/router';
import { AdminBookingView } from './AdminBookingView';

export default function AdminBookingPage({ basePath }: { basePath: string }) {
  const { bookingId } = useParams();
  const booking = useAdminBooking(bookingId);
  const events = useBookingEvents(bookingId);
  const conversation = useAdminBookingConversation(bookingId);
  return (
    <Container>
      <AdminBookingView
        view={booking.data}
        loading={booking.isPending}
        error={booking.error}
        onRetry={() => void booking.refetch()}
        timeline={timelineEntries(events.data ?? [], 'admin')}
        conversation={{
          messages: conversation.data,
          loading: conversation.isPending,
          error: conversation.error,
          onRetry: () => void conversation.refetch(),
        }}
        basePath={basePath}
      />
    </Container>
  );
}
