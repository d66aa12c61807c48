// Guest or client bookings from the database; assigning a cleaner runs RPC assign_booking_cleaner.
import { ADMIN_TEXTS, useAdminBookings, useAdminCleaners, useAssignBookingCleaner, type AdminCustomerKind } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { workingCleanerOptions } from '../consoles/people-options';
import { ExportButton } from '../exports/ExportButton';
import { BookingsTable } from './BookingsTable';

export function BookingsView({ kind, caption }: { kind: AdminCustomerKind; caption: string }) {
  const bookings = useAdminBookings(kind);
  const cleaners = useAdminCleaners();
  const assign = useAssignBookingCleaner();
  return (
    <>
      {/* The export has every booking (guest and client alike): this view has no filter the export could carry. */}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <ExportButton kind="bookings" filters={{}} />
      </div>
      <BookingsTable
        rows={bookings.data ?? []}
        caption={caption}
        cleaners={workingCleanerOptions(cleaners.data ?? [])}
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
    </>
  );
}
