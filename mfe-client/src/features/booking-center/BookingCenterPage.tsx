// Cleaners Booking Center (/client/bookings, /client/bookings/book): Search & Book a Cleaning Service by location and
// budget, results with Book Now opening the booking form, and My Cleaners Bookings with live status changes, Pay now,
// Cancel and Reschedule (issue 27: the policy and exact fee stated first), Choose a time for a booking without one,
// Confirm completion and Report a problem (an admin decides; the 48-hour timeout waits for them). Confirming a
// job and cancelling a paid one make money due (the cleaner's payout, the customer's refund): the server is asked to
// send it at once rather than on its next scheduled run.
import { useState, type FormEvent } from 'react';
import {
  type ClientBooking,
  type ClientBookingInput,
  errorMessage,
  MESSAGES,
  type ProviderResult,
  type ProviderSearch,
  toProviderSearch,
  useAuth,
  useClientBookingsPage,
  useConfirmBookingCompletion,
  useCreateClientBooking,
  useProviderSearch,
} from '@spotless/shared-data';
import { DISPUTE_TEXTS, processDueMoneyInBackground, useDisputeBookingCompletion } from '@spotless/shared-data/money';
import { useBookingChange, useSlotDays } from '@spotless/shared-data/booking-changes';
import { Button, CancelBookingDialog, EmptyState, ErrorState, FormError, Heading, ListPager, ListSearch, Loading, Modal, RescheduleDialog, TextField, toast } from '@spotless/shared-ui';
import { useListParams } from '@spotless/shared-ui/router';
import { Actions, FieldGrid, Stack } from '../../components/layout';
import { BookingForm } from './BookingForm';
import { MyBookingsTable } from './MyBookingsTable';
import { ProviderResults } from './ProviderResults';
import { PayNowDialog } from '../payments/PayNowDialog';
import { ReportProblemDialog } from './ReportProblemDialog';

export interface BookingCenterPageProps {
  /** The area's base path ('/client'): Paystack sends the customer back below it. */
  basePath?: string;
  /** Leaves for Paystack's checkout (tests pass their own). */
  goTo?: (url: string) => void;
}

// My Cleaners Bookings has one order (newest first): the URL keeps its page and a reference search (?q=BK-…).
const NEWEST = ['newest'] as const;

export default function BookingCenterPage({ basePath = '/client', goTo }: BookingCenterPageProps) {
  const [form, setForm] = useState({ location: '', budget: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [search, setSearch] = useState<ProviderSearch | null>(null);
  const [booking, setBooking] = useState<ProviderResult | null>(null);
  const results = useProviderSearch(search);
  // My Cleaners Bookings: a page at a time from the database with the total; its page is in the URL (?page=2).
  const [paging, setPaging] = useListParams(NEWEST);
  const bookings = useClientBookingsPage(paging.page, { search: paging.search });
  const create = useCreateClientBooking();
  const confirm = useConfirmBookingCompletion();
  const dispute = useDisputeBookingCompletion();
  const [reporting, setReporting] = useState<ClientBooking | null>(null);
  // Cancel and reschedule (issue 27): the dialogs state the policy and the database's exact fee before confirming.
  const change = useBookingChange('customer', {
    onSuccess: (message, terms) => {
      toast.success(message);
      // A refund is due: send it now rather than on the next scheduled run.
      if (terms && terms.refund_kobo > 0) void processDueMoneyInBackground();
    },
    onError: (error, fallback) => toast.error(errorMessage(error, fallback)),
  });
  const slotDays = useSlotDays(booking?.user_id ?? null, booking !== null);
  const [paying, setPaying] = useState<ClientBooking | null>(null);
  const accountEmail = useAuth((s) => s.user?.email ?? null);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    try {
      const next = toProviderSearch(form);
      setFormError(null);
      setSearch(next);
    } catch (error) {
      const text = errorMessage(error, MESSAGES.search.searchFailed);
      setFormError(text);
      toast.error(text);
    }
  };

  const book = (input: ClientBookingInput) => {
    create.mutate(input, {
      onSuccess: () => {
        toast.success(MESSAGES.bookings.created);
        setBooking(null);
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.bookings.createFailed)),
    });
  };

  const confirmCompletion = (id: string) => {
    confirm.mutate(id, {
      onSuccess: () => {
        toast.success(MESSAGES.bookings.completionConfirmed);
        void processDueMoneyInBackground();
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.bookings.confirmFailed)),
    });
  };

  const reportProblem = (bookingId: string, reason: string) =>
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

  return (
    <Stack $gap={24}>
      <section aria-labelledby="search-title">
        <Heading level={2} id="search-title">
          Search &amp; Book a Cleaning Service
        </Heading>
        <form onSubmit={submitSearch} noValidate aria-label="Search providers">
          <FieldGrid>
            <TextField label="Location" name="location" placeholder="e.g. Lekki, Lagos" value={form.location} onChange={(e) => setForm({ ...form, location: e.target.value })} />
            <TextField label="Budget (₦)" name="budget" inputMode="numeric" placeholder="e.g. 25000" value={form.budget} onChange={(e) => setForm({ ...form, budget: e.target.value })} />
          </FieldGrid>
          <FormError>{formError}</FormError>
          <Actions>
            <Button type="submit" loading={results.isFetching} loadingText="Searching...">
              Search Providers
            </Button>
          </Actions>
        </form>
      </section>

      {search ? (
        <section aria-labelledby="results-title">
          <Heading level={3} id="results-title">
            Cleaning Specialist Available in Your Area
          </Heading>
          {results.isPending ? (
            <Loading message="Searching..." />
          ) : results.isError ? (
            <ErrorState message={errorMessage(results.error, MESSAGES.search.searchFailed)} onRetry={() => void results.refetch()} />
          ) : results.data.length === 0 ? (
            <EmptyState message={MESSAGES.search.noProviders} />
          ) : (
            <ProviderResults providers={results.data} onBook={setBooking} />
          )}
        </section>
      ) : null}

      <section aria-labelledby="my-bookings-title">
        <Heading level={2} id="my-bookings-title">
          My Cleaners Bookings
        </Heading>
        <ListSearch label="My Cleaners Bookings" fieldLabel="Find by reference (BK- or a receipt's spl-…)" search={paging.search} onSearch={(q) => setPaging({ search: q })} />
        {bookings.isError ? (
          <ErrorState message={errorMessage(bookings.error, MESSAGES.bookings.fetchFailed)} onRetry={() => void bookings.refetch()} />
        ) : (
          <MyBookingsTable
            bookings={bookings.data?.rows ?? []}
            loading={bookings.isPending}
            onConfirm={(row) => confirmCompletion(row.id)}
            confirmingId={confirm.isPending ? (confirm.variables ?? null) : null}
            onPay={setPaying}
            onCancel={change.openCancel}
            onReschedule={change.openReschedule}
            cancellingId={change.busyId}
            onReportProblem={setReporting}
          />
        )}
        {bookings.data && bookings.data.total > 0 ? (
          <ListPager
            label="My Cleaners Bookings"
            page={bookings.data.page}
            pageSize={bookings.data.pageSize}
            total={bookings.data.total}
            busy={bookings.isFetching}
            onPage={(page) => setPaging({ page })}
          />
        ) : null}
      </section>

      <CancelBookingDialog {...change.cancelProps} />
      <RescheduleDialog {...change.rescheduleProps} />

      <ReportProblemDialog booking={reporting} busy={dispute.isPending} onReport={reportProblem} onClose={() => setReporting(null)} />

      <PayNowDialog
        booking={paying}
        defaultEmail={accountEmail}
        returnPath={`${basePath}/payments/return`}
        onClose={() => setPaying(null)}
        goTo={goTo}
      />

      <Modal open={booking !== null} onClose={() => setBooking(null)} title={booking ? `Book ${booking.display_name}` : 'Book Now'} width={640}>
        {booking ? (
          <BookingForm
            cleanerId={booking.user_id}
            location={search?.location ?? ''}
            budgetKobo={search?.budgetKobo ?? null}
            slotDays={slotDays.days}
            slotsLoading={slotDays.loading}
            submitting={create.isPending}
            onSubmit={book}
            onCancel={() => setBooking(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
