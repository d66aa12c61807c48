// My requests (/my-requests): the guest's (or client's) quote requests with their bids, requests sent to one cleaner,
// and bookings. New bids arrive live; the requester accepts one (RPC accept_bid), pays for an accepted booking with
// Paystack (and comes back here: the return is handled at the top of the page), opens a paid booking's receipt,
// cancels or reschedules before the job (issue 27: the policy and exact fee stated first; a late fee is kept from a
// paid booking, the rest refunded), chooses a time for a booking without one, and confirms a job the cleaner marked done (RPC
// confirm_booking_completion), after which the cleaner's payout is sent, or reports a problem with it (an admin
// decides; dispute_booking_completion). Anonymous guests can keep everything by
// creating an account. Each list comes a page at a time from the database with its total (issue 25), read as the
// signed-in or anonymous user (RLS: their own rows only); a reference (QR-…, BK-…) finds a request or booking.
import { useState } from 'react';
import { Link } from '@spotless/shared-ui/router';
import { Button, CancelBookingDialog, Card, Container, EmptyState, ErrorState, Heading, LinkButton, ListSearch, Loading, Modal, RescheduleDialog, Text, toast } from '@spotless/shared-ui';
import {
  errorMessage,
  MESSAGES,
  type MyBooking,
  useAcceptBid,
  useAuth,
  useConfirmBookingCompletion,
  useMyBookingsPage,
  useMyQuoteRequestsPage,
} from '@spotless/shared-data';
import {
  DISPUTE_TEXTS,
  processDueMoneyInBackground,
  useCustomerPayments,
  useDisputeBookingCompletion,
  type ClientPayment,
} from '@spotless/shared-data/money';
import { useBookingChange } from '@spotless/shared-data/booking-changes';
import { Actions, Stack } from '../../components/layout';
import { useSessionTracking } from '../../components/use-session-tracking';
import { GuestPayDialog } from '../payments/GuestPayDialog';
import { GuestPaymentReturn } from '../payments/GuestPaymentReturn';
import { GuestReceiptDialog } from '../payments/GuestReceiptDialog';
import { ConvertAccountForm } from './ConvertAccountForm';
import { ReportProblemDialog } from './ReportProblemDialog';
import { BookingList, QuoteRequestList } from './RequestLists';
import { RequestSection, useMyRequestsParams } from './RequestSections';

/** The receipt of a booking: its latest payment that money arrived for. */
function receiptOf(payments: readonly ClientPayment[], bookingId: string): ClientPayment | undefined {
  return payments.find((p) => p.booking_id === bookingId && ['completed', 'partially_refunded', 'refunded'].includes(p.status));
}

export default function MyRequestsPage({ goTo }: { goTo?: (url: string) => void } = {}) {
  useSessionTracking();
  const status = useAuth((s) => s.status);
  const isAnonymous = useAuth((s) => s.isAnonymous);
  // The address a guest gave to keep their requests, until they confirm it (Auth keeps it as new_email).
  const pendingEmail = useAuth((s) => s.user?.new_email);
  const [params, setParams] = useMyRequestsParams();
  const quoteRequests = useMyQuoteRequestsPage('to-all', params.pages.quotes, { search: params.search });
  const directRequests = useMyQuoteRequestsPage('to-one', params.pages.direct, { search: params.search });
  const bookings = useMyBookingsPage(params.pages.bookings, { search: params.search });
  const lists = [quoteRequests, directRequests, bookings] as const;
  const failed = lists.find((list) => list.isError);
  const accept = useAcceptBid();
  const [converting, setConverting] = useState(false);

  // After accepting a bid, the day and time of the job are asked at once (the booking has none yet; issue 27).
  const onAccept = (bidId: string) =>
    accept.mutate(bidId, {
      onSuccess: (bookingId) => {
        toast.success(MESSAGES.bids.accepted);
        const all = [...(quoteRequests.data?.rows ?? []), ...(directRequests.data?.rows ?? [])];
        const request = all.find((r) => r.bids.some((b) => b.id === bidId));
        const bid = request?.bids.find((b) => b.id === bidId);
        change.openReschedule({ id: bookingId, services: request ? [request.service_type] : [], starts_at: null, ends_at: null, cleaner_id: bid?.cleaner_id ?? null });
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.bids.acceptFailed)),
    });
  const acceptingBidId = accept.isPending ? (accept.variables ?? null) : null;
  const confirm = useConfirmBookingCompletion();
  const onConfirm = (bookingId: string) =>
    confirm.mutate(bookingId, {
      onSuccess: () => {
        toast.success(MESSAGES.bookings.completionConfirmed);
        void processDueMoneyInBackground();
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.bookings.confirmFailed)),
    });

  const dispute = useDisputeBookingCompletion();
  const [reporting, setReporting] = useState<MyBooking | null>(null);
  const onReportProblem = (bookingId: string, reason: string) =>
    dispute.mutateAsync({ bookingId, reason }).then(
      () => {
        toast.success(DISPUTE_TEXTS.sent);
        return true;
      },
      (error: unknown) => {
        toast.error(errorMessage(error, DISPUTE_TEXTS.failed));
        return false;
      },
    );

  const payments = useCustomerPayments();
  const paymentList = payments.data ?? [];
  const [paying, setPaying] = useState<{ booking: MyBooking; email: string | null } | null>(null);
  const [receipt, setReceipt] = useState<ClientPayment | null>(null);
  // Cancel and reschedule (issue 27): the dialogs state the policy and the database's exact fee before confirming.
  const change = useBookingChange('customer', {
    onSuccess: (message, terms) => {
      toast.success(message);
      // A refund is due: send it now rather than on the next scheduled run.
      if (terms && terms.refund_kobo > 0) void processDueMoneyInBackground();
    },
    onError: (error, fallback) => toast.error(errorMessage(error, fallback)),
  });

  let body: React.ReactNode;
  if (status === 'loading' || (status === 'signed-in' && lists.some((list) => list.isPending))) {
    body = <Loading />;
  } else if (status === 'signed-out') {
    body = (
      <EmptyState
        message={MESSAGES.empty.requests}
        action={
          <Actions>
            <LinkButton as={Link} to="/request-quote">
              Request a Quote
            </LinkButton>
            <LinkButton as={Link} to="/book" variant="secondary">
              Book a Cleaning
            </LinkButton>
          </Actions>
        }
      />
    );
  } else if (failed) {
    body = (
      <ErrorState
        message={failed.error?.message || MESSAGES.quotes.clientRequestsFetchFailed}
        onRetry={() => lists.forEach((list) => list.isError && void list.refetch())}
      />
    );
  } else if (quoteRequests.data && directRequests.data && bookings.data) {
    body = (
      <Stack $gap={32}>
        <ListSearch label="My requests" fieldLabel="Find by reference (QR-, BK- or a receipt's spl-…)" search={params.search} onSearch={setParams.setSearch} />
        <RequestSection
          id="quote-requests-heading"
          title="Quote requests"
          pagerLabel="Quote requests"
          data={quoteRequests.data}
          busy={quoteRequests.isFetching}
          onPage={(page) => setParams.setPage('quotes', page)}
        >
          <QuoteRequestList requests={quoteRequests.data.rows} acceptingBidId={acceptingBidId} onAccept={onAccept} />
        </RequestSection>
        <RequestSection
          id="direct-requests-heading"
          title="Requests to a cleaner"
          pagerLabel="Requests to a cleaner"
          data={directRequests.data}
          busy={directRequests.isFetching}
          onPage={(page) => setParams.setPage('direct', page)}
        >
          <QuoteRequestList requests={directRequests.data.rows} acceptingBidId={acceptingBidId} onAccept={onAccept} />
        </RequestSection>
        <RequestSection
          id="bookings-heading"
          title="Bookings"
          pagerLabel="Bookings"
          data={bookings.data}
          busy={bookings.isFetching}
          onPage={(page) => setParams.setPage('bookings', page)}
        >
          <BookingList
            bookings={bookings.data.rows}
            onConfirm={onConfirm}
            confirmingId={confirm.isPending ? (confirm.variables ?? null) : null}
            onReportProblem={setReporting}
            onPay={(booking) => setPaying({ booking, email: null })}
            onCancel={change.openCancel}
            onReschedule={change.openReschedule}
            cancellingId={change.busyId}
            receiptFor={(bookingId) => receiptOf(paymentList, bookingId) !== undefined}
            onReceipt={(bookingId) => setReceipt(receiptOf(paymentList, bookingId) ?? null)}
          />
        </RequestSection>
      </Stack>
    );
  }

  return (
    <Container>
      <Stack>
        <Heading level={1}>My requests</Heading>
        <GuestPaymentReturn
          bookings={bookings.data?.rows ?? []}
          payments={paymentList}
          onPayAgain={(booking, email) => setPaying({ booking, email })}
          onShowReceipt={setReceipt}
        />
        {status === 'signed-in' && isAnonymous && pendingEmail ? (
          // Confirmations are on: the account exists once the link in the e-mail is followed.
          <Card title="Check your e-mail" titleLevel={2}>
            <Text>
              We sent a link to {pendingEmail}. Open it to finish creating your account; your requests, bids and bookings
              stay here meanwhile.
            </Text>
          </Card>
        ) : status === 'signed-in' && isAnonymous ? (
          <Card title="Create an account to keep these" titleLevel={2} actions={<Button onClick={() => setConverting(true)}>Create an account</Button>}>
            <Text>
              You are using a guest session on this device. Create a free client account to keep your requests, bids and bookings
              and see them from any phone.
            </Text>
          </Card>
        ) : null}
        {body}
      </Stack>
      <GuestPayDialog booking={paying?.booking ?? null} rememberedEmail={paying?.email} onClose={() => setPaying(null)} goTo={goTo} />
      <GuestReceiptDialog payment={receipt} onClose={() => setReceipt(null)} />
      <ReportProblemDialog booking={reporting} busy={dispute.isPending} onReport={onReportProblem} onClose={() => setReporting(null)} />
      <CancelBookingDialog {...change.cancelProps} />
      <RescheduleDialog {...change.rescheduleProps} />
      <Modal open={converting} onClose={() => setConverting(false)} title="Create an account to keep these">
        <ConvertAccountForm onDone={() => setConverting(false)} onCancel={() => setConverting(false)} />
      </Modal>
    </Container>
  );
}
