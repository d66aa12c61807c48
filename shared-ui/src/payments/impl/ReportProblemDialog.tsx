import { useState, type FormEvent } from 'react';
import { Button } from '../../button/Button';
import { TextAreaField } from '../../form/TextAreaField';
import { Modal } from '../../modal/Modal';
import { Text } from '../../typography/Text';

/** Props of {@link ReportProblemDialog}. */
export interface ReportProblemDialogProps {
  /** The job to report; null keeps the dialog closed. */
  booking: { id: string; services: readonly string[] } | null;
  /** Longest reason accepted (the database's limit). */
  maxLength: number;
  /** The reason's problem to show under the field, or null when it can be sent (the data layer's rule). */
  validate: (reason: string) => string | null;
  busy?: boolean;
  /** Sends the trimmed reason; resolves true once sent (the dialog closes), false keeps what was typed. */
  onReport: (bookingId: string, reason: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Report a problem with a job the cleaner marked done (clients' bookings and guests' My requests): the reason goes to
 * an admin, and the job is no longer confirmed by the 48-hour timeout.
 */
export function ReportProblemDialog(props: ReportProblemDialogProps) {
  if (!props.booking) return null;
  return <ReportProblemForm key={props.booking.id} {...props} booking={props.booking} />;
}

function ReportProblemForm({ booking, maxLength, validate, busy = false, onReport, onClose }: ReportProblemDialogProps & { booking: NonNullable<ReportProblemDialogProps['booking']> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(reason);
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
          maxLength={maxLength}
          hint={`Up to ${maxLength} characters. The cleaner is not paid until an admin decides.`}
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
