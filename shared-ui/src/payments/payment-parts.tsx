// The customer's payment parts, fetched when first rendered: they show only on a few signed-in screens, while this
// entry loads on every public page (Module Federation shares shared-ui whole, without tree shaking).
import { lazy, Suspense } from 'react';
import type { PayDialogProps } from './impl/PayDialog';
import type { PaymentReceiptProps } from './impl/PaymentReceipt';
import type { PaymentResultPanelProps } from './impl/PaymentResultPanel';
import type { ReportProblemDialogProps } from './impl/ReportProblemDialog';

export type { PayDialogProps } from './impl/PayDialog';
export type { PaymentReceiptProps, ReceiptRefund } from './impl/PaymentReceipt';
export type { PaymentResultKind, PaymentResultPanelProps } from './impl/PaymentResultPanel';
export type { ReportProblemDialogProps } from './impl/ReportProblemDialog';

const PayDialogImpl = lazy(() => import(/* webpackChunkName: "payment-parts" */ './impl/PayDialog').then((m) => ({ default: m.PayDialog })));
const PaymentReceiptImpl = lazy(() =>
  import(/* webpackChunkName: "payment-parts" */ './impl/PaymentReceipt').then((m) => ({ default: m.PaymentReceipt })),
);
const ReportProblemDialogImpl = lazy(() =>
  import(/* webpackChunkName: "payment-parts" */ './impl/ReportProblemDialog').then((m) => ({ default: m.ReportProblemDialog })),
);
const PaymentResultPanelImpl = lazy(() =>
  import(/* webpackChunkName: "payment-parts" */ './impl/PaymentResultPanel').then((m) => ({ default: m.PaymentResultPanel })),
);

/**
 * Asks before sending the customer to Paystack: the amount and where the receipt goes (editable). Keeps what was
 * typed when the checkout fails to open. Nothing is fetched until it first opens.
 */
export function PayDialog(props: PayDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PayDialogImpl {...props} />
    </Suspense>
  );
}

/** A printable receipt for one payment; on paper only the receipt shows. */
export function PaymentReceipt(props: PaymentReceiptProps) {
  return (
    <Suspense fallback={null}>
      <PaymentReceiptImpl {...props} />
    </Suspense>
  );
}

/** The outcome of a Paystack checkout: heading, amount and reference, and what the customer can do next. */
export function PaymentResultPanel(props: PaymentResultPanelProps) {
  return (
    <Suspense fallback={null}>
      <PaymentResultPanelImpl {...props} />
    </Suspense>
  );
}

/**
 * Report a problem with a job marked done (a dispute): a required reason, kept when sending fails. The rules (length,
 * validation) come from the caller's data layer. Nothing is fetched until it first opens.
 */
export function ReportProblemDialog(props: ReportProblemDialogProps) {
  if (!props.booking) return null;
  return (
    <Suspense fallback={null}>
      <ReportProblemDialogImpl {...props} />
    </Suspense>
  );
}
