import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatNaira } from '../../money/format-naira';
import { Text } from '../../typography/Text';

/** How a payment ended, as the customer reads it after Paystack. */
export type PaymentResultKind = 'paid' | 'failed' | 'cancelled' | 'pending' | 'refunded' | 'checking';

/** Props of {@link PaymentResultPanel}. */
export interface PaymentResultPanelProps {
  result: PaymentResultKind;
  /** One line under the heading (the reason, or what happens next). */
  message?: string;
  amountKobo?: number | null;
  reference?: string | null;
  /** Receipt link, Try again, Check again... */
  actions?: ReactNode;
}

const HEADINGS: Record<PaymentResultKind, string> = {
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  pending: 'Still waiting for your bank',
  refunded: 'Refund on the way',
  checking: 'Checking your payment...',
};

const Panel = styled.section<{ $tone: 'success' | 'error' | 'warning' }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: ${({ theme }) => theme.token.size}px ${({ theme }) => theme.token.sizeLG}px;
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  border: 1px solid ${({ theme, $tone }) => ({ success: theme.token.colorSuccessBorder, error: theme.token.colorErrorBorder, warning: theme.token.colorWarningBorder })[$tone]};
  background: ${({ theme, $tone }) => ({ success: theme.token.colorSuccessBg, error: theme.token.colorErrorBg, warning: theme.token.colorWarningBg })[$tone]};
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
`;

/** The outcome of a Paystack checkout: heading, amount and reference, and what the customer can do next. */
export function PaymentResultPanel({ result, message, amountKobo, reference, actions }: PaymentResultPanelProps) {
  const tone = result === 'paid' ? 'success' : result === 'failed' ? 'error' : 'warning';
  return (
    <Panel $tone={tone} aria-labelledby="payment-result-heading" aria-live="polite" data-testid="payment-result" data-result={result}>
      <h2 id="payment-result-heading" data-testid="payment-result-heading">
        {HEADINGS[result]}
      </h2>
      {message ? <Text>{message}</Text> : null}
      {amountKobo != null || reference ? (
        <Text size="sm">
          {amountKobo != null ? <strong>{formatNaira(amountKobo)}</strong> : null}
          {amountKobo != null && reference ? ' · ' : null}
          {reference ? `Reference ${reference}` : null}
        </Text>
      ) : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Panel>
  );
}
