// Guest or client bookings from the database, one page at a time with the total (page and search in the URL; the
// search finds a reference or a customer's or cleaner's name, phone or e-mail); assigning a cleaner runs RPC
// assign_booking_cleaner.
import { useState } from 'react';
import { ADMIN_TEXTS, useAdminBookings, useAssignBookingCleaner, useWorkingCleanerChoices, type AdminCustomerKind } from '@spotless/shared-data/console';
import { ListPager, ListSearch, toast, useDebouncedValue } from '@spotless/shared-ui';
import { useListParams } from '@spotless/shared-ui/router';
import { toastError } from '../../lib/feedback';
import { ExportButton } from '../exports/ExportButton';
import { BookingsTable } from './BookingsTable';

export function BookingsView({ kind, caption, bookingHref }: { kind: AdminCustomerKind; caption: string; bookingHref?: (id: string) => string }) {
  const [list, setList] = useListParams();
  const bookings = useAdminBookings(kind, list.page, list.search);
  // The assign pickers search the database as you type (never every cleaner's name).
  const [cleanerText, setCleanerText] = useState('');
  const cleaners = useWorkingCleanerChoices(useDebouncedValue(cleanerText, 300));
  const assign = useAssignBookingCleaner();
  return (
    <>
      {/* The export has what this tab lists: the bookings of guests or of clients (each row saying who booked), found
          by the same search. */}
      <ListSearch label={caption} fieldLabel="Search by name, phone, e-mail or reference" search={list.search} onSearch={(search) => setList({ search })}>
        <ExportButton kind="bookings" filters={{ bookedBy: kind, search: list.search }} />
      </ListSearch>
      <BookingsTable
        rows={bookings.data?.rows ?? []}
        caption={caption}
        bookingHref={bookingHref}
        cleaners={cleaners.data?.options ?? []}
        cleanerSearch={{ onSearch: setCleanerText, total: cleaners.data?.total }}
        loading={bookings.isLoading}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
        assigning={assign.isPending}
        onAssign={(bookingId, cleanerId) =>
          assign.mutateAsync({ bookingId, cleanerId }).then(
            () => toast.success(ADMIN_TEXTS.assigned),
            (e: unknown) => toastError(e, ADMIN_TEXTS.assignFailed),
          )
        }
      />
      {bookings.data ? (
        <ListPager label="Bookings" page={list.page} pageSize={bookings.data.pageSize} total={bookings.data.total} busy={bookings.isFetching} onPage={(page) => setList({ page })} />
      ) : null}
    </>
  );
}
