import { Context, nowIso } from './context';
import { badRequest, PaystackError } from './errors';
import { newAccessCode, newReference, prefixed, REFERENCE_PATTERN } from './ids';
import type { Authorization, Channel, Customer, Transaction } from './model';
import { bodyObject, isEmail, optionalString, parseKobo, requireCurrencyNgn } from './validate';

const CHANNELS: Channel[] = ['card', 'bank_transfer', 'ussd'];

function customerFor(ctx: Context, email: string): Customer {
  const lower = email.toLowerCase();
  let c = ctx.store.state.customers.find((x) => x.email === lower);
  if (!c) {
    c = { id: ctx.store.nextId(), email: lower, customer_code: prefixed('CUS'), createdAt: nowIso() };
    ctx.store.state.customers.push(c);
  }
  return c;
}

function parseMetadata(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      throw badRequest('Invalid metadata: send a JSON object');
    }
  }
  if (typeof value !== 'object') throw badRequest('Invalid metadata: send a JSON object');
  return value;
}

function parseCallbackUrl(value: unknown): string | null {
  const raw = optionalString(value, 'callback_url', 2000);
  if (raw === null) return null;
  try {
    const u = new URL(raw);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.toString();
  } catch {
    /* refused below */
  }
  throw badRequest('Invalid callback_url');
}

function parseChannels(value: unknown): Channel[] {
  if (value === undefined || value === null) return CHANNELS;
  if (!Array.isArray(value) || value.some((c) => typeof c !== 'string')) throw badRequest('Invalid channels: send an array');
  // Paystack's 'bank' (pay with bank account) is close to our transfer; other channels do not exist in Nigeria's test mode here.
  const picked = CHANNELS.filter((c) => value.includes(c) || (c === 'bank_transfer' && value.includes('bank')));
  return picked.length ? picked : CHANNELS;
}

/** POST /transaction/initialize */
export function initialize(ctx: Context, rawBody: unknown) {
  const body = bodyObject(rawBody);
  if (!isEmail(body.email)) throw badRequest('Invalid Email Address Passed');
  const amount = parseKobo(body.amount, 'Invalid Amount Sent');
  requireCurrencyNgn(body.currency);
  let reference = optionalString(body.reference, 'reference', 100);
  if (reference !== null) {
    if (!REFERENCE_PATTERN.test(reference)) throw badRequest("Invalid reference: only alphanumerics, '-', '.' and '=' are allowed");
    if (findByReference(ctx, reference)) throw badRequest('Duplicate Transaction Reference');
  } else {
    reference = newReference();
  }
  const callbackUrl = parseCallbackUrl(body.callback_url);
  const metadata = parseMetadata(body.metadata);
  const channels = parseChannels(body.channels);
  const customer = customerFor(ctx, body.email);
  const tx: Transaction = {
    id: ctx.store.nextId(),
    reference,
    access_code: newAccessCode(),
    amount,
    currency: 'NGN',
    email: customer.email,
    customer_id: customer.id,
    callback_url: callbackUrl,
    metadata,
    channels,
    status: 'abandoned', // Paystack's status for a transaction nobody has paid (yet)
    gateway_response: null,
    channel: null,
    authorization: null,
    paid_at: null,
    cancelled_at: null,
    created_at: nowIso(),
    refunded: 0,
  };
  ctx.store.state.transactions.push(tx);
  ctx.store.save();
  return {
    authorization_url: `${ctx.baseUrl()}/checkout/${tx.access_code}`,
    access_code: tx.access_code,
    reference: tx.reference,
  };
}

export const findByReference = (ctx: Context, reference: string) => ctx.store.state.transactions.find((t) => t.reference === reference);
export const findByAccessCode = (ctx: Context, code: string) => ctx.store.state.transactions.find((t) => t.access_code === code);

/** By id or reference, as /refund's `transaction` field takes either. */
export function findByIdOrReference(ctx: Context, key: unknown): Transaction | undefined {
  const s = typeof key === 'number' ? String(key) : typeof key === 'string' ? key : undefined;
  if (!s) return undefined;
  return ctx.store.state.transactions.find((t) => String(t.id) === s || t.reference === s);
}

/** Paystack's fee on a local card payment: 1.5% plus ₦100 from ₦2,500, capped at ₦2,000 (integer kobo). */
export function feeFor(amount: number): number {
  const percent = Math.ceil((amount * 15) / 1000);
  return Math.min(percent + (amount >= 250_000 ? 10_000 : 0), 200_000);
}

export function customerJson(ctx: Context, id: number) {
  const c = ctx.store.state.customers.find((x) => x.id === id)!;
  return {
    id: c.id, first_name: null, last_name: null, email: c.email, customer_code: c.customer_code, phone: null, metadata: null,
    risk_action: 'default', international_format_phone: null,
  };
}

/** A transaction as verify, fetch, list and the charge.success event give it. */
export function transactionJson(ctx: Context, t: Transaction) {
  const paid = t.status === 'success' || t.status === 'reversed';
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: t.gateway_response,
    paid_at: t.paid_at,
    created_at: t.created_at,
    channel: t.channel ?? 'card',
    currency: t.currency,
    ip_address: null,
    metadata: t.metadata ?? '',
    log: null,
    fees: paid ? feeFor(t.amount) : null,
    fees_split: null,
    authorization: t.authorization ?? {},
    customer: customerJson(ctx, t.customer_id),
    plan: null,
    split: {},
    order_id: null,
    paidAt: t.paid_at,
    createdAt: t.created_at,
    requested_amount: t.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    transaction_date: t.created_at,
    plan_object: {},
    subaccount: {},
  };
}

/** Whether the checkout may still take a payment for it. */
export const payable = (t: Transaction) => t.status !== 'success' && t.status !== 'reversed' && !t.cancelled_at;

function settle(ctx: Context, t: Transaction, outcome: { ok: boolean; gatewayResponse: string; channel: Channel; authorization: Authorization }) {
  if (!payable(t)) throw new PaystackError(400, 'Transaction has already been completed');
  t.channel = outcome.channel;
  t.authorization = outcome.authorization;
  t.gateway_response = outcome.gatewayResponse;
  t.status = outcome.ok ? 'success' : 'failed';
  if (outcome.ok) t.paid_at = nowIso();
  ctx.store.save();
  if (outcome.ok) ctx.webhooks.send('charge.success', transactionJson(ctx, t));
}

export const pay = (ctx: Context, t: Transaction, channel: Channel, authorization: Authorization) =>
  settle(ctx, t, { ok: true, gatewayResponse: channel === 'card' ? 'Successful' : 'Approved', channel, authorization });

export const decline = (ctx: Context, t: Transaction, gatewayResponse: string, authorization: Authorization) =>
  settle(ctx, t, { ok: false, gatewayResponse, channel: 'card', authorization });

/** The person closed the checkout: the transaction stays 'abandoned' and takes no payment any more. */
export function abandon(ctx: Context, t: Transaction): void {
  if (!payable(t)) throw new PaystackError(400, 'Transaction has already been completed');
  t.cancelled_at = nowIso();
  t.status = 'abandoned';
  ctx.store.save();
}

/** GET /transaction: newest first, with Paystack's paging meta. */
export function list(ctx: Context, query: Record<string, unknown>) {
  const perPage = Math.min(Math.max(Number(query.perPage ?? 50) || 50, 1), 1000);
  const page = Math.max(Math.floor(Number(query.page ?? 1)) || 1, 1);
  const from = typeof query.from === 'string' ? Date.parse(query.from) : NaN;
  const to = typeof query.to === 'string' ? Date.parse(query.to) : NaN;
  const status = typeof query.status === 'string' ? query.status : undefined;
  const all = ctx.store.state.transactions
    .filter((t) => !status || t.status === status)
    .filter((t) => Number.isNaN(from) || Date.parse(t.created_at) >= from)
    .filter((t) => Number.isNaN(to) || Date.parse(t.created_at) <= to)
    .sort((a, b) => b.id - a.id);
  const skipped = (page - 1) * perPage;
  return {
    data: all.slice(skipped, skipped + perPage).map((t) => transactionJson(ctx, t)),
    meta: {
      total: all.length,
      total_volume: all.filter((t) => t.status === 'success').reduce((s, t) => s + t.amount, 0),
      skipped,
      perPage,
      page,
      pageCount: Math.max(Math.ceil(all.length / perPage), 1),
    },
  };
}
