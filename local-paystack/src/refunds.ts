import { Context, INTEGRATION_ID, nowIso } from './context';
import { badRequest, notFound } from './errors';
import { randomCode } from './ids';
import type { Refund, Transaction } from './model';
import { customerJson, findByIdOrReference } from './transactions';
import { bodyObject, optionalString, parseKobo, requireCurrencyNgn } from './validate';

/** POST /refund: full by default, partial with `amount`; queued, then processed after the settle delay. */
export function createRefund(ctx: Context, rawBody: unknown): Refund {
  const body = bodyObject(rawBody);
  if (body.transaction === undefined || body.transaction === null || body.transaction === '') {
    throw badRequest('Transaction reference or id is required');
  }
  const t = findByIdOrReference(ctx, body.transaction);
  if (!t) throw notFound('Transaction not found');
  requireCurrencyNgn(body.currency);
  if (t.status !== 'success' && t.status !== 'reversed') throw badRequest('Cannot refund a transaction that was not successful');
  const left = t.amount - t.refunded;
  if (left <= 0) throw badRequest('Transaction has been fully reversed');
  const amount = body.amount === undefined || body.amount === null || body.amount === '' ? left : parseKobo(body.amount, 'Invalid amount');
  if (amount > left) throw badRequest('Refund amount cannot be greater than the amount left to refund');
  const now = nowIso();
  const r: Refund = {
    id: ctx.store.nextId(),
    transaction_id: t.id,
    amount,
    currency: 'NGN',
    status: 'pending',
    customer_note: optionalString(body.customer_note, 'customer_note'),
    merchant_note: optionalString(body.merchant_note, 'merchant_note'),
    refund_reference: null,
    createdAt: now,
    updatedAt: now,
  };
  t.refunded += amount;
  if (t.refunded === t.amount) t.status = 'reversed';
  ctx.store.state.refunds.push(r);
  ctx.store.save();
  ctx.webhooks.send('refund.pending', refundEventJson(ctx, r));
  scheduleRefund(ctx, r);
  return r;
}

export function scheduleRefund(ctx: Context, r: Refund): void {
  ctx.later(ctx.config.settleDelayMs, () => {
    if (r.status !== 'pending') return;
    r.status = 'processed';
    r.refund_reference = randomCode(16).toUpperCase();
    r.updatedAt = nowIso();
    ctx.store.save();
    ctx.webhooks.send('refund.processed', refundEventJson(ctx, r));
  });
}

const transactionOf = (ctx: Context, r: Refund): Transaction => ctx.store.state.transactions.find((t) => t.id === r.transaction_id)!;

export function refundJson(ctx: Context, r: Refund) {
  const t = transactionOf(ctx, r);
  return {
    transaction: {
      id: t.id, domain: 'test', reference: t.reference, amount: t.amount, paid_at: t.paid_at, channel: t.channel,
      currency: t.currency, authorization: t.authorization ?? {}, customer: customerJson(ctx, t.customer_id), metadata: t.metadata ?? '',
    },
    integration: INTEGRATION_ID,
    deducted_amount: r.status === 'processed' ? r.amount : 0,
    channel: null,
    merchant_note: r.merchant_note,
    customer_note: r.customer_note,
    status: r.status,
    refunded_by: 'local-paystack',
    expected_at: r.createdAt,
    currency: r.currency,
    domain: 'test',
    amount: r.amount,
    fully_deducted: r.status === 'processed',
    id: r.id,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** refund.* events: Paystack's shape, keyed by the transaction's reference. */
export function refundEventJson(ctx: Context, r: Refund) {
  const t = transactionOf(ctx, r);
  const c = customerJson(ctx, t.customer_id);
  return {
    status: r.status, transaction_reference: t.reference, refund_reference: r.refund_reference, amount: r.amount,
    currency: r.currency, processor: 'local-paystack', customer: { first_name: c.first_name, last_name: c.last_name, email: c.email },
    integration: INTEGRATION_ID, domain: 'test', id: String(r.id),
  };
}

export function findRefund(ctx: Context, id: string): Refund {
  const r = ctx.store.state.refunds.find((x) => String(x.id) === id);
  if (!r) throw notFound('Refund not found');
  return r;
}
