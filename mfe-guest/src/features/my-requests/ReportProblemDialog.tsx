// Report a problem with a job the cleaner marked done: shared-ui's dialog with the data layer's rules for the reason.
import { DISPUTE_REASON_MAX, disputeReasonError } from '@spotless/shared-data/money';
import { ReportProblemDialog as Dialog, type ReportProblemDialogProps } from '@spotless/shared-ui';

export function ReportProblemDialog(props: Omit<ReportProblemDialogProps, 'maxLength' | 'validate'>) {
  return <Dialog {...props} maxLength={DISPUTE_REASON_MAX} validate={disputeReasonError} />;
}
