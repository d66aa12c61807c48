// Presentational lists of the My requests page (props only, so tests and stories need no server).
import styled from 'styled-components';
import { Button, Card, EmptyState, Heading, LinkButton, NairaAmount, StatusBadge, Text } from '@spotless/shared-ui';
import { Link } from '@spotless/shared-ui/router';
import { UnreadMessages } from '../booking-page/UnreadMessages';
import {
  canConfirmCompletion,
  formatDate,
  formatReference,
  MESSAGES,
  type MyBid,
  type MyBooking,
  type MyQuoteRequest,
} from '@spotless/shared-data';
import {
  bookingPaymentBadge,
  canCancelBooking,
  canPayBooking,
  canReportProblem,
  DISPUTE_TEXTS,
  problemReported,
} from '@spotless/shared-data/money';
import { formatSlot, isChangeable } from '@spotless/shared-data/booking-changes';
import { Actions, Stack } from '../../components/layout';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BidList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
`;

const BidRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

function quoteStatusLabel(status: string, sentToOne: boolean): string {
  // A request sent to one cleaner is answered by them: closed means they declined, awarded that they accepted.
  if (sentToOne && status === 'closed') return 'Declined by the cleaner';
  if (sentToOne && status === 'awarded') return 'Accepted: see your bookings';
  return { open: 'Open', awarded: 'Awarded', closed: 'Closed', cancelled: 'Cancelled' }[status] ?? status;
}

function quoteTone(status: string): string {
  // StatusBadge colours: accepted green, rejected red, anything else yellow.
  return status === 'awarded' ? 'accepted' : status === 'open' ? 'pending' : 'rejected';
}

export interface BidItemProps {
  bid: MyBid;
  /** Accept is offered only while the request is open and the bid pending. */
  canAccept: boolean;
  accepting: boolean;
  onAccept: (bidId: string) => void;
}

export function BidItem({ bid, canAccept, accepting, onAccept }: BidItemProps) {
  const name = bid.cleaner?.display_name || MESSAGES.bookings.unknownCleaner;
  return (
    <BidRow data-testid="bid-row">
      <Meta>
        <strong>{name}</strong>
        {bid.cleaner && bid.cleaner.rating_count > 0 ? (
          <Text as="span" size="sm" tone="secondary">
            {Number(bid.cleaner.rating_avg).toFixed(1)} ★ ({bid.cleaner.rating_count})
          </Text>
        ) : null}
        <NairaAmount kobo={bid.amount_kobo} />
        <StatusBadge status={bid.status} />
      </Meta>
      {canAccept && bid.status === 'pending' ? (
        <Button size="sm" onClick={() => onAccept(bid.id)} loading={accepting} aria-label={`Accept bid from ${name}`}>
          Accept
        </Button>
      ) : null}
      {bid.note ? (
        <Text size="sm" tone="secondary" style={{ flexBasis: '100%' }}>
          {bid.note}
        </Text>
      ) : null}
    </BidRow>
  );
}

export interface QuoteRequestListProps {
  requests: MyQuoteRequest[];
  acceptingBidId: string | null;
  onAccept: (bidId: string) => void;
  /** Heading level of each request's title. */
  titleLevel?: 3 | 4;
}

export function QuoteRequestList({ requests, acceptingBidId, onAccept, titleLevel = 3 }: QuoteRequestListProps) {
  if (!requests.length) return <EmptyState message={MESSAGES.empty.requests} />;
  return (
    <List>
      {requests.map((request) => (
        <li key={request.id}>
          <Card
            title={`${request.service_type} in ${request.location}`}
            titleLevel={titleLevel}
            data-testid="quote-request"
          >
            <Stack $gap={8}>
              <Meta>
                <StatusBadge status={quoteTone(request.status)} label={quoteStatusLabel(request.status, Boolean(request.target_cleaner_id))} />
                <Text as="span" size="sm" tone="secondary" data-testid="reference">
                  Ref {formatReference('quote', request.id)}
                </Text>
                <Text as="span" size="sm" tone="secondary">
                  Sent {formatDate(request.created_at)}
                  {request.target ? ` to ${request.target.display_name}` : ''}
                </Text>
                {request.budget ? (
                  <Text as="span" size="sm" tone="secondary">
                    Budget: {request.budget}
                  </Text>
                ) : null}
              </Meta>
              <Text size="sm">{request.description}</Text>
              <Heading level={titleLevel === 3 ? 4 : 5} size={5}>
                Bids
              </Heading>
              {request.bids.length ? (
                <BidList aria-label={`Bids for ${request.service_type}`}>
                  {request.bids.map((bid) => (
                    <BidItem
                      key={bid.id}
                      bid={bid}
                      canAccept={request.status === 'open'}
                      accepting={acceptingBidId === bid.id}
                      onAccept={onAccept}
                    />
                  ))}
                </BidList>
              ) : (
                <Text size="sm" tone="secondary">
                  {MESSAGES.empty.bidsForRequest}
                </Text>
              )}
            </Stack>
          </Card>
        </li>
      ))}
    </List>
  );
}

export interface BookingListProps {
  bookings: MyBooking[];
  /** Confirms that the cleaner completed a booking (offered once they marked it done); without it no button shows. */
  onConfirm?: (bookingId: string) => void;
  confirmingId?: string | null;
  /** Opens "Report a problem" for a job awaiting confirmation; without it no button shows. */
  onReportProblem?: (booking: MyBooking) => void;
  /** Opens Pay now for an accepted, unpaid booking with a price; without it no button shows. */
  onPay?: (booking: MyBooking) => void;
  /** Asks to cancel a pending or accepted booking; without it no button shows. */
  onCancel?: (booking: MyBooking) => void;
  cancellingId?: string | null;
  /** Opens Reschedule (or Choose a time, for a booking without one); without it no button shows. */
  onReschedule?: (booking: MyBooking) => void;
  /** Opens the receipt of a paid booking; `receiptFor` says which bookings have one. */
  onReceipt?: (bookingId: string) => void;
  receiptFor?: (bookingId: string) => boolean;
}

export function BookingList({ bookings, onConfirm, confirmingId = null, onReportProblem, onPay, onCancel, cancellingId = null, onReschedule, onReceipt, receiptFor }: BookingListProps) {
  if (!bookings.length) return <EmptyState message={MESSAGES.empty.bookings} />;
  return (
    <List>
      {bookings.map((booking) => {
        const what = booking.services.join(', ');
        const badge = bookingPaymentBadge(booking.payment_status);
        const actions = [
          // The booking's own page: timeline, next steps and messages with the cleaner (issue 27).
          <LinkButton key="page" as={Link} size="sm" variant="secondary" to={`/my-requests/bookings/${booking.id}`} data-testid="booking-page-link" aria-label={`Open booking ${what}`}>
            Open booking
          </LinkButton>,
          <UnreadMessages key="unread" bookingId={booking.id} />,
          onPay && canPayBooking(booking) ? (
            <Button key="pay" size="sm" data-testid="pay-now" onClick={() => onPay(booking)} aria-label={`Pay now for ${what}`}>
              Pay now
            </Button>
          ) : null,
          onConfirm && canConfirmCompletion(booking.status) ? (
            <Button
              key="confirm"
              size="sm"
              loading={confirmingId === booking.id}
              disabled={confirmingId !== null}
              onClick={() => onConfirm(booking.id)}
              aria-label={`Confirm completion of ${what}`}
            >
              Confirm completion
            </Button>
          ) : null,
          onReportProblem && canReportProblem(booking) ? (
            <Button key="problem" size="sm" variant="secondary" data-testid="report-problem" onClick={() => onReportProblem(booking)} aria-label={`Report a problem with ${what}`}>
              Report a problem
            </Button>
          ) : null,
          onReceipt && receiptFor?.(booking.id) ? (
            <Button key="receipt" size="sm" variant="secondary" data-testid="receipt-button" onClick={() => onReceipt(booking.id)} aria-label={`Receipt for ${what}`}>
              Receipt
            </Button>
          ) : null,
          onReschedule && isChangeable(booking.status) ? (
            <Button
              key="reschedule"
              size="sm"
              variant={booking.starts_at ? 'secondary' : 'primary'}
              disabled={cancellingId !== null}
              onClick={() => onReschedule(booking)}
              data-testid={booking.starts_at ? 'reschedule' : 'choose-time'}
              aria-label={`${booking.starts_at ? 'Reschedule' : 'Choose a time for'} ${what}`}
            >
              {booking.starts_at ? 'Reschedule' : 'Choose a time'}
            </Button>
          ) : null,
          onCancel && canCancelBooking(booking.status) ? (
            <Button
              key="cancel"
              size="sm"
              variant="secondary"
              loading={cancellingId === booking.id}
              disabled={cancellingId !== null}
              onClick={() => onCancel(booking)}
              aria-label={`Cancel booking of ${what}`}
              data-testid="cancel-booking"
            >
              Cancel booking
            </Button>
          ) : null,
        ].filter(Boolean);
        return (
          <li key={booking.id}>
            <Card title={what} titleLevel={3} data-testid="booking" data-booking-id={booking.id} actions={actions.length ? <Actions>{actions}</Actions> : undefined}>
              <Meta>
                <StatusBadge status={booking.status} />
                <span data-testid="booking-payment">
                  <StatusBadge status={badge.tone} label={badge.label} />
                </span>
                <Text as="span" size="sm" data-testid="booking-slot">
                  When: {booking.starts_at ? formatSlot(booking.starts_at, booking.ends_at) : 'no time chosen yet'}
                </Text>
                <Text as="span" size="sm" tone="secondary" data-testid="reference">
                  Ref {formatReference('booking', booking.id)}
                </Text>
                <Text as="span" size="sm" tone="secondary">
                  {booking.location} · booked {formatDate(booking.created_at)}
                </Text>
                <Text as="span" size="sm">
                  Cleaner: {booking.cleaner?.display_name ?? (booking.cleaner_id ? MESSAGES.bookings.unknownCleaner : 'to be matched')}
                </Text>
                {booking.price_kobo != null ? (
                  <Text as="span" size="sm">
                    Price: <NairaAmount kobo={booking.price_kobo} />
                  </Text>
                ) : booking.budget_kobo != null ? (
                  <Text as="span" size="sm">
                    Budget: <NairaAmount kobo={booking.budget_kobo} />
                  </Text>
                ) : null}
                {problemReported(booking) ? (
                  <Text as="span" size="sm" tone="secondary" data-testid="problem-reported">
                    {DISPUTE_TEXTS.reported}
                  </Text>
                ) : null}
              </Meta>
            </Card>
          </li>
        );
      })}
    </List>
  );
}
