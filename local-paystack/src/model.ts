// The records local Paystack keeps. Amounts are integer kobo throughout.

export type TransactionStatus = 'abandoned' | 'failed' | 'success' | 'reversed';
export type Channel = 'card' | 'bank_transfer' | 'ussd';

export interface Customer {
  id: number;
  email: string;
  customer_code: string;
  createdAt: string;
}

export interface Authorization {
  authorization_code: string;
  bin: string | null;
  last4: string | null;
  exp_month: string | null;
  exp_year: string | null;
  channel: Channel;
  card_type: string;
  bank: string | null;
  country_code: 'NG';
  brand: string;
  reusable: boolean;
  signature: string | null;
  account_name: string | null;
}

export interface Transaction {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: 'NGN';
  email: string;
  customer_id: number;
  callback_url: string | null;
  metadata: unknown;
  channels: Channel[];
  status: TransactionStatus;
  gateway_response: string | null;
  channel: Channel | null;
  authorization: Authorization | null;
  paid_at: string | null;
  /** Set when the person cancelled on the checkout page: no payment is taken after it. */
  cancelled_at: string | null;
  created_at: string;
  /** Kobo refunded so far (processed or queued). */
  refunded: number;
}

export interface Recipient {
  id: number;
  recipient_code: string;
  type: 'nuban';
  name: string;
  description: string | null;
  currency: 'NGN';
  account_number: string;
  account_name: string;
  bank_code: string;
  bank_name: string;
  metadata: unknown;
  createdAt: string;
  updatedAt: string;
}

export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed';

export interface Transfer {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  currency: 'NGN';
  reason: string | null;
  recipient_id: number;
  status: TransferStatus;
  failures: string | null;
  transferred_at: string | null;
  createdAt: string;
  updatedAt: string;
}

export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface Refund {
  id: number;
  transaction_id: number;
  amount: number;
  currency: 'NGN';
  status: RefundStatus;
  customer_note: string | null;
  merchant_note: string | null;
  refund_reference: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface State {
  nextId: number;
  customers: Customer[];
  transactions: Transaction[];
  recipients: Recipient[];
  transfers: Transfer[];
  refunds: Refund[];
}

export const emptyState = (): State => ({ nextId: 1, customers: [], transactions: [], recipients: [], transfers: [], refunds: [] });
