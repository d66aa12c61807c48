// Payment History (props only): newest first, amounts in naira from kobo.
import { formatDate, MESSAGES, paymentDate, paymentMethodLabel, type ClientPayment } from '@spotless/shared-data';
import { NairaAmount, StatusBadge } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { EmptyText, TableRegion } from '../../components/TableRegion';

export function PaymentsTable({ payments, loading }: { payments: readonly ClientPayment[]; loading?: boolean }) {
  return (
    <TableRegion label="Payment History">
      <DataTable<ClientPayment>
        caption="Payment History"
        rowKey="id"
        loading={loading}
        dataSource={[...payments]}
        emptyText={<EmptyText>{MESSAGES.empty.payments}</EmptyText>}
        onRow={() => ({ 'data-testid': 'payment-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Date', key: 'date', render: (_, row) => formatDate(paymentDate(row)) },
          { title: 'Amount', key: 'amount', render: (_, row) => <NairaAmount kobo={row.amount_kobo} /> },
          { title: 'Method', key: 'method', render: (_, row) => paymentMethodLabel(row.method) },
          { title: 'Status', key: 'status', render: (_, row) => <StatusBadge status={row.status} /> },
          { title: 'Reference', key: 'reference', render: (_, row) => row.reference },
        ]}
      />
    </TableRegion>
  );
}
