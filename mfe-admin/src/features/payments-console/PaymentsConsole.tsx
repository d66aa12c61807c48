// The Payments console (issue 23): Transactions, Payouts, Refunds, Disputes, Accounts to review, Commission and
// Reconciliation, each a tab whose state lives in the URL (?section=…&status=…&q=…&page=…). Wiring only: data comes
// from shared-data's admin-money and admin-disputes, the tables are data-free. Actions that make money due (a refund,
// a retry, an approved account, a decided dispute) run payments/process right after, and the toast says whether the
// money went or waits for the next run.
import { useState } from 'react';
import {
  ADMIN_DISPUTE_TEXTS,
  ADMIN_MONEY_TEXTS,
  ADMIN_PAYOUT_STATUSES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  thisMonthRange,
  useAccountsToReview,
  useAdminPayouts,
  useAdminRefunds,
  useAdminTransactions,
  useCommissionBps,
  useCommissionByMonth,
  useOpenDisputes,
  useReconcilePayments,
  useRequestRefund,
  useResolveDispute,
  useRetryPayout,
  useRetryRefund,
  useReviewPayoutAccount,
  useSendDueMoney,
  useSetCommissionPercent,
  type MoneyActionResult,
} from '@spotless/shared-data/money';
import { toast } from '@spotless/shared-ui';
import { Tabs } from '@spotless/shared-ui/antd';
import { useSearchParams } from '@spotless/shared-ui/router';
import { BOOKING_CHANGE_TEXTS, useBookingChangePolicy, useSaveBookingChangePolicy } from '@spotless/shared-data/booking-changes';
import { errorText, toastError } from '../../lib/feedback';
import { ExportButton } from '../exports/ExportButton';
import { AccountsReview } from './AccountsReview';
import { CancellationPolicyPanel } from './CancellationPolicyPanel';
import { CommissionPanel } from './CommissionPanel';
import { DisputesTable } from './DisputesTable';
import { sectionFrom, useListQuery, type PaymentsSection } from './list-params';
import { PayoutsTable } from './PayoutsTable';
import { ReconcilePanel } from './ReconcilePanel';
import { RefundsTable } from './RefundsTable';
import { TransactionsTable } from './TransactionsTable';

/**
 * What a dialog's action resolves to: true after `done` when the action succeeded (the dialog closes), false after a
 * toast with `failText` when it failed (the dialog keeps what was typed).
 */
function settled<T>(action: Promise<T>, done: (result: T) => void, failText: string): Promise<boolean> {
  return action.then(
    (result) => {
      done(result);
      return true;
    },
    (e: unknown) => {
      toastError(e, failText);
      return false;
    },
  );
}

/** The toast after an action that made money due: sent now, or waiting for the next run. */
function sentOrQueued(result: MoneyActionResult, kind: 'payouts' | 'refunds', sent: string, queued: string): void {
  if (result.processed && result.processed[kind] > 0) toast.success(sent);
  else toast.info(queued);
}

function Transactions() {
  const [query, setQuery] = useListQuery(PAYMENT_STATUSES);
  const list = useAdminTransactions(query);
  const refund = useRequestRefund();
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <ExportButton kind="payments" filters={{ status: query.status, search: query.search }} />
      </div>
      <TransactionsTable
        data={list.data}
        query={query}
        onQuery={setQuery}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        refunding={refund.isPending}
        onRefund={(payment, amountKobo, reason) =>
          settled(
            refund.mutateAsync({ paymentId: payment.id, amountKobo, reason }),
            (result) => sentOrQueued(result, 'refunds', ADMIN_MONEY_TEXTS.refundSent, ADMIN_MONEY_TEXTS.refundQueued),
            ADMIN_MONEY_TEXTS.refundFailed,
          )
        }
      />
    </>
  );
}

function Payouts() {
  const [query, setQuery] = useListQuery(ADMIN_PAYOUT_STATUSES);
  const list = useAdminPayouts(query);
  const retry = useRetryPayout();
  const send = useSendDueMoney();
  return (
    <PayoutsTable
      data={list.data}
      query={query}
      onQuery={setQuery}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      retryingId={retry.isPending ? retry.variables : null}
      onRetryPayout={(p) =>
        retry.mutate(p.id, {
          onSuccess: (result) => sentOrQueued(result, 'payouts', ADMIN_MONEY_TEXTS.payoutRetried, ADMIN_MONEY_TEXTS.retryQueued),
          onError: (e) => toastError(e, ADMIN_MONEY_TEXTS.retryFailed),
        })
      }
      sending={send.isPending}
      onSendDue={() =>
        send.mutate(undefined, {
          onSuccess: (result) => toast.success(ADMIN_MONEY_TEXTS.payoutsSent(result.payouts)),
          onError: (e) => toastError(e, ADMIN_MONEY_TEXTS.processFailed),
        })
      }
    />
  );
}

function Refunds() {
  const [query, setQuery] = useListQuery(REFUND_STATUSES);
  const list = useAdminRefunds(query);
  const retry = useRetryRefund();
  return (
    <RefundsTable
      data={list.data}
      query={query}
      onQuery={setQuery}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      retryingId={retry.isPending ? retry.variables : null}
      onRetryRefund={(r) =>
        retry.mutate(r.id, {
          onSuccess: (result) => sentOrQueued(result, 'refunds', ADMIN_MONEY_TEXTS.refundRetried, ADMIN_MONEY_TEXTS.retryQueued),
          onError: (e) => toastError(e, ADMIN_MONEY_TEXTS.retryFailed),
        })
      }
    />
  );
}

function Disputes() {
  const list = useOpenDisputes();
  const resolve = useResolveDispute();
  return (
    <DisputesTable
      rows={list.data ?? []}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.refetch()}
      busyId={resolve.isPending ? resolve.variables?.bookingId : null}
      onResolve={(dispute, outcome, note) =>
        settled(
          resolve.mutateAsync({ bookingId: dispute.booking_id, outcome, note }),
          (result) =>
            outcome === 'release'
              ? sentOrQueued(result, 'payouts', ADMIN_DISPUTE_TEXTS.releasedSent, ADMIN_DISPUTE_TEXTS.releasedQueued)
              : sentOrQueued(result, 'refunds', ADMIN_DISPUTE_TEXTS.refundedSent, ADMIN_DISPUTE_TEXTS.refundedQueued),
          ADMIN_DISPUTE_TEXTS.resolveFailed,
        )
      }
    />
  );
}

function Accounts() {
  const list = useAccountsToReview();
  const review = useReviewPayoutAccount();
  return (
    <AccountsReview
      rows={list.data ?? []}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.refetch()}
      busyId={review.isPending ? review.variables?.cleanerId : null}
      onApprove={(a) =>
        review.mutate({ cleanerId: a.cleaner_id, approve: true }, { onSuccess: () => toast.success(ADMIN_MONEY_TEXTS.accountApproved), onError: (e) => toastError(e, ADMIN_MONEY_TEXTS.reviewFailed) })
      }
      onReject={(a, note) =>
        settled(
          review.mutateAsync({ cleanerId: a.cleaner_id, approve: false, note }),
          () => toast.success(ADMIN_MONEY_TEXTS.accountRejected),
          ADMIN_MONEY_TEXTS.reviewFailed,
        )
      }
    />
  );
}

function Commission() {
  const bps = useCommissionBps();
  const months = useCommissionByMonth();
  const save = useSetCommissionPercent();
  return (
    <CommissionPanel
      bps={bps.data}
      bpsLoading={bps.isLoading}
      bpsError={bps.error}
      months={months.data ?? []}
      monthsLoading={months.isLoading}
      monthsError={months.error}
      onRetry={() => void Promise.all([bps.refetch(), months.refetch()])}
      saving={save.isPending}
      onSave={(percent) =>
        settled(save.mutateAsync(percent), () => toast.success(ADMIN_MONEY_TEXTS.commissionSaved), ADMIN_MONEY_TEXTS.commissionFailed)
      }
    />
  );
}

/** The cancellation and reschedule policy (issue 27): admins at aal2 only; the database refuses others. */
function CancellationPolicy() {
  const policy = useBookingChangePolicy();
  const save = useSaveBookingChangePolicy();
  return (
    <CancellationPolicyPanel
      policy={policy.data}
      loading={policy.isLoading}
      saving={save.isPending}
      onSave={(next) => save.mutate(next, { onSuccess: () => toast.success(BOOKING_CHANGE_TEXTS.policySaved), onError: (e) => toastError(e, BOOKING_CHANGE_TEXTS.policyFailed) })}
    />
  );
}

function Reconciliation() {
  const [initialRange] = useState(() => thisMonthRange());
  const run = useReconcilePayments();
  return (
    <ReconcilePanel
      initialRange={initialRange}
      running={run.isPending}
      result={run.data}
      error={run.error ? errorText(run.error, ADMIN_MONEY_TEXTS.reconcileFailed) : null}
      onRun={(range) => run.mutate(range)}
    />
  );
}

const PANELS: Record<PaymentsSection, { label: string; Panel: () => React.JSX.Element }> = {
  transactions: { label: 'Transactions', Panel: Transactions },
  payouts: { label: 'Payouts', Panel: Payouts },
  refunds: { label: 'Refunds', Panel: Refunds },
  disputes: { label: 'Disputes', Panel: Disputes },
  accounts: { label: 'Accounts to review', Panel: Accounts },
  commission: { label: 'Commission', Panel: Commission },
  cancellation: { label: 'Cancellation policy', Panel: CancellationPolicy },
  reconciliation: { label: 'Reconciliation', Panel: Reconciliation },
};

export default function PaymentsConsole() {
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(params);
  return (
    <Tabs
      aria-label="Payments"
      activeKey={section}
      // A new section starts with its own filter: status, search and page belong to the list they were set on.
      onChange={(key) => setParams({ section: key })}
      items={Object.entries(PANELS).map(([key, { label, Panel }]) => ({ key, label, children: <Panel /> }))}
    />
  );
}
