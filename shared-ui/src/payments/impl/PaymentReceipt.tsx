import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../button/Button';
import { formatNaira } from '../../money/format-naira';

/** One refund printed on a receipt. */
export interface ReceiptRefund {
  id: string;
  amountKobo: number;
  /** "Refunded", "On the way"... */
  status: string;
  /** When it was asked for or done, already formatted. */
  date: string;
}

/** Props of {@link PaymentReceipt}: the receipt's facts, already in words (dates formatted, method named). */
export interface PaymentReceiptProps {
  /** Our payment reference: the receipt number. */
  reference: string;
  paidOn: string;
  paidBy: string | null;
  /** "Card ending 4081", "Bank transfer", "USSD". */
  method: string;
  services: string;
  bookingDate: string | null;
  cleaner: string | null;
  amountKobo: number;
  /** "Paid", "Partly refunded", "Refunded". */
  status: string;
  refunds: readonly ReceiptRefund[];
  /** Default window.print(). */
  onPrint?: () => void;
  /** Extra actions beside Print (Back, Close), hidden on paper like Print. */
  actions?: ReactNode;
}

// On paper only the receipt shows: everything else on the page (header, tabs, footer, an open dialog's frame) is
// hidden by visibility, which, unlike display, lets the receipt inside them stay visible. A plain <style> element
// (not a styled-components global) so the rule is there with the receipt and gone with it.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: absolute; left: 0; top: 0; width: 100%; box-shadow: none; border: 0; }
  [data-receipt-actions] { display: none !important; }
}`;

const Sheet = styled.article`
  max-width: 640px;
  padding: ${({ theme }) => theme.token.sizeLG}px;
  background: ${({ theme }) => theme.token.colorBgContainer};
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  color: ${({ theme }) => theme.token.colorText};
`;

const Brand = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
`;

const Title = styled.h2`
  margin: 4px 0 16px;
  font-size: 16px;
  font-weight: 600;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 10em) minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.token.colorTextSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Total = styled.dd`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
`;

/** A printable receipt for one payment: Spotless NG, receipt number, payer, method, job, amount and refunds. */
export function PaymentReceipt(props: PaymentReceiptProps) {
  const { reference, paidOn, paidBy, method, services, bookingDate, cleaner, amountKobo, status, refunds, onPrint, actions } = props;
  return (
    <Sheet data-receipt="" data-testid="receipt" aria-labelledby="receipt-title">
      <style data-testid="receipt-print-css">{PRINT_CSS}</style>
      <Brand>Spotless NG</Brand>
      <Title id="receipt-title">Payment receipt</Title>
      <Facts>
        <dt>Receipt number</dt>
        <dd data-testid="receipt-number">{reference}</dd>
        <dt>Paid on</dt>
        <dd>{paidOn}</dd>
        {paidBy ? (
          <>
            <dt>Paid by</dt>
            <dd>{paidBy}</dd>
          </>
        ) : null}
        <dt>Method</dt>
        <dd>{method}</dd>
        <dt>For</dt>
        <dd>
          {services}
          {bookingDate ? `, ${bookingDate}` : ''}
        </dd>
        {cleaner ? (
          <>
            <dt>Cleaner</dt>
            <dd>{cleaner}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>{status}</dd>
        <dt>Amount</dt>
        <Total data-testid="receipt-amount">{formatNaira(amountKobo)}</Total>
        {refunds.map((refund) => (
          <RefundFacts key={refund.id} refund={refund} />
        ))}
      </Facts>
      <Row data-receipt-actions="">
        <Button onClick={onPrint ?? (() => window.print())}>Print</Button>
        {actions}
      </Row>
    </Sheet>
  );
}

function RefundFacts({ refund }: { refund: ReceiptRefund }) {
  return (
    <>
      <dt>Refund ({refund.date})</dt>
      <dd data-testid="receipt-refund">
        −{formatNaira(refund.amountKobo)} · {refund.status}
      </dd>
    </>
  );
}
