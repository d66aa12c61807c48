// Payment History (props only): newest first, amounts in naira from kobo, how it was paid, its reference and state,
// what went back to the customer, and a link to the printable receipt once money arrived.
import {
  formatDate,
  MESSAGES,
} from '@spotless/shared-data';
import {
  customerRefundLabel,
  paymentDate,
  paymentMethodLabel,
  paymentStatusBadge,
  type ClientPayment,
} from '@spotless/shared-data/money';
import { NairaAmount, StatusBadge } from '@spotless/shared-ui';
import { Link } from '@spotless/shared-ui/router';
import { DataTable } from '@spotless/shared-ui/antd';
import { EmptyText, TableRegion } from '../../components/TableRegion';

/** Money arrived: the payment has a receipt. */
export function hasReceipt(payment: Pick<ClientPayment, 'status'>): boolean {
  return ['completed', 'partially_refunded', 'refunded'].includes(payment.status);
}

export interface PaymentsTableProps {
  payments: readonly ClientPayment[];
  loading?: boolean;
  /** Where a payment's receipt is; without it no Receipt link is offered. */
  receiptHref?: (payment: ClientPayment) => string;
}

export function PaymentsTable({ payments, loading, receiptHref }: PaymentsTableProps) {
  return (
    <TableRegion label="Payment History">
      <DataTable<ClientPayment>
        caption="Payment History"
        rowKey="id"
        loading={loading}
        dataSource={[...payments]}
        emptyText={<EmptyText>{MESSAGES.empty.payments}</EmptyText>}
        onRow={(row) => ({ 'data-testid': 'payment-row', 'data-reference': row.reference }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Date', key: 'date', render: (_, row) => formatDate(paymentDate(row)) },
          { title: 'Amount', key: 'amount', render: (_, row) => <NairaAmount kobo={row.amount_kobo} /> },
          { title: 'Method', key: 'method', render: (_, row) => paymentMethodLabel(row.method) },
          { title: 'Reference', key: 'reference', render: (_, row) => row.reference },
          {
            title: 'Status',
            key: 'status',
            render: (_, row) => {
              const badge = paymentStatusBadge(row.status);
              return <StatusBadge status={badge.tone} label={badge.label} />;
            },
          },
          {
            title: 'Refunds',
            key: 'refunds',
            render: (_, row) =>
              row.refunds.length ? (
                <span data-testid="payment-refunds">
                  {row.refunds.map((refund, n) => (
                    <span key={refund.id}>
                      {n > 0 ? <br /> : null}
                      <NairaAmount kobo={refund.amount_kobo} /> · {customerRefundLabel(refund.status)}
                    </span>
                  ))}
                </span>
              ) : (
                '—'
              ),
          },
          {
            title: 'Receipt',
            key: 'receipt',
            render: (_, row) =>
              receiptHref && hasReceipt(row) ? (
                <Link to={receiptHref(row)} data-testid="receipt-link" aria-label={`Receipt ${row.reference}`}>
                  Receipt
                </Link>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </TableRegion>
  );
}
