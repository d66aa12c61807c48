// /admin/message-reports: booking messages a client, guest or cleaner reported (admins are told by a notification
// linking here). Open reports first; closed ones on request.
import { useState } from 'react';
import { errorMessage } from '@spotless/shared-data';
import { BOOKING_MESSAGE_TEXT, useCloseMessageReport, useMessageReports } from '@spotless/shared-data/booking-page';
import { Button, Container, Heading, Text, toast } from '@spotless/shared-ui';
import { MessageReportsView } from './MessageReportsView';

export default function MessageReportsPage({ basePath = '/admin' }: { basePath?: string }) {
  const [showClosed, setShowClosed] = useState(false);
  const reports = useMessageReports(showClosed);
  const close = useCloseMessageReport();
  return (
    <Container>
      <Heading level={1}>Message reports</Heading>
      <Text tone="secondary">Messages between customers and cleaners that one of them reported. Read the words, act on the account if needed, then close the report.</Text>
      <div style={{ margin: '12px 0' }}>
        <Button size="sm" variant="ghost" onClick={() => setShowClosed((v) => !v)}>
          {showClosed ? 'Hide closed reports' : 'Show closed reports'}
        </Button>
      </div>
      <MessageReportsView
        rows={reports.data ?? []}
        loading={reports.isPending}
        error={reports.error}
        onRetry={() => void reports.refetch()}
        closingId={close.isPending ? (close.variables ?? null) : null}
        emptyText={BOOKING_MESSAGE_TEXT.reportsEmpty}
        bookingHref={(id) => `${basePath}/bookings/${id}`}
        onClose={(id) =>
          close.mutate(id, {
            onSuccess: () => toast.success(BOOKING_MESSAGE_TEXT.reportClosed),
            onError: (e) => toast.error(errorMessage(e, BOOKING_MESSAGE_TEXT.reportsFailed)),
          })
        }
      />
    </Container>
  );
}
