// "2 new messages" beside a booking in a list: the other side's unread messages of that booking (issue 27, item 4).
// All rows share one live query of the caller's counts.
import { useBookingMessageCounts } from '@spotless/shared-data/booking-page';
import { Text } from '@spotless/shared-ui';

export function UnreadMessages({ bookingId }: { bookingId: string }) {
  const counts = useBookingMessageCounts();
  const unread = counts.data?.get(bookingId)?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Text as="span" size="sm" tone="secondary" data-testid="unread-messages">
      {unread === 1 ? '1 new message' : `${unread} new messages`}
    </Text>
  );
}
