// Report a problem with a job the cleaner marked done: the customer's reason (required, up to 1000 characters) goes
// to an admin, and the job is no longer confirmed by the 48-hour timeout. onReport resolves true once it is sent (the
// dialog closes); false keeps what was typed.
import { useState, type FormEvent } from 'react';
import { DISPUTE_REASON_MAX, disputeReasonError } from '@spotless/shared-data/money';
import { Button, Modal, Text, TextAreaField } from '@spotless/shared-ui';

export interface ReportProblemDialogProps {
  /** The booking to report; null keeps the dialog closed. */
  booking: { id: string; services: readonly string[] } | null;
  busy?: boolean;
  onReport: (bookingId: string, reason: string) => Promise<boolean>;
  onClose: () => void;
}

export function ReportProblemDialog({ booking, busy = false, onReport, onClose }: ReportProblemDialogProps) {
  if (!booking) return null;
  return <ReportProblemForm key={booking.id} booking={booking} busy={busy} onReport={onReport} onClose={onClose} />;
}

function ReportProblemForm({ booking, busy, onReport, onClose }: Required<ReportProblemDialogProps> & { booking: NonNullable<ReportProblemDialogProps['booking']> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = disputeReasonError(reason);
    setError(problem);
    if (problem) return;
    void onReport(booking.id, reason.trim()).then((done) => done && onClose());
  };

  return (
    <Modal open title="Report a problem" onClose={onClose}>
      <form noValidate onSubmit={submit} data-testid="report-problem-dialog">
        <Text>{booking.services.join(', ')}</Text>
        <TextAreaField
          label="What went wrong?"
          required
          value={reason}
          error={error ?? undefined}
          maxLength={DISPUTE_REASON_MAX}
          hint={`Up to ${DISPUTE_REASON_MAX} characters. The cleaner is not paid until an admin decides.`}
          onChange={(e) => setReason(e.target.value)}
          data-testid="report-problem-reason"
        />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} loadingText="Sending…" data-testid="report-problem-submit">
            Report problem
          </Button>
        </div>
      </form>
    </Modal>
  );
}
