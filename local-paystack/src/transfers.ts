import { bankByCode, resolveAccountName, TEST_ACCOUNTS } from './banks';
import { Context, INTEGRATION_ID, nowIso } from './context';
import { badRequest, notFound } from './errors';
import { prefixed, randomCode } from './ids';
import type { Recipient, Transfer } from './model';
import { bodyObject, optionalString, parseKobo, requireCurrencyNgn } from './validate';

/** POST /transferrecipient (nuban only). The same account again answers the recipient already made, as Paystack does. */
export function createRecipient(ctx: Context, rawBody: unknown): Recipient {
  const body = bodyObject(rawBody);
  if (body.type !== 'nuban') throw badRequest('Invalid type: local Paystack supports nuban recipients');
  const name = optionalString(body.name, 'name', 200);
  if (!name) throw badRequest('Name is required');
  requireCurrencyNgn(body.currency);
  if (typeof body.bank_code !== 'string' || !bankByCode(body.bank_code)) throw badRequest('Invalid bank code');
  const accountNumber = typeof body.account_number === 'string' ? body.account_number : '';
  const accountName = resolveAccountName(body.bank_code, accountNumber);
  if (!accountName) throw badRequest('Cannot resolve account');
  const existing = ctx.store.state.recipients.find((r) => r.bank_code === body.bank_code && r.account_number === accountNumber);
  if (existing) return existing;
  const now = nowIso();
  const r: Recipient = {
    id: ctx.store.nextId(),
    recipient_code: prefixed('RCP'),
    type: 'nuban',
    name,
    description: optionalString(body.description, 'description'),
    currency: 'NGN',
    account_number: accountNumber,
    account_name: accountName,
    bank_code: body.bank_code,
    bank_name: bankByCode(body.bank_code)!.name,
    metadata: body.metadata ?? null,
    createdAt: now,
    updatedAt: now,
  };
  ctx.store.state.recipients.push(r);
  ctx.store.save();
  return r;
}

export function recipientJson(r: Recipient) {
  return {
    active: true, createdAt: r.createdAt, currency: r.currency, description: r.description, domain: 'test', email: null, id: r.id,
    integration: INTEGRATION_ID, metadata: r.metadata, name: r.name, recipient_code: r.recipient_code, type: r.type,
    updatedAt: r.updatedAt, is_deleted: false, isDeleted: false,
    details: { authorization_code: null, account_number: r.account_number, account_name: r.account_name, bank_code: r.bank_code, bank_name: r.bank_name },
  };
}

const TRANSFER_REFERENCE = /^[a-z0-9_-]{1,100}$/;

/** POST /transfer: queued as 'pending', settled later by the recipient's account (README "Test data"). */
export function createTransfer(ctx: Context, rawBody: unknown): Transfer {
  const body = bodyObject(rawBody);
  if (body.source !== 'balance') throw badRequest('Invalid source: only balance is supported');
  const amount = parseKobo(body.amount, 'Invalid amount');
  requireCurrencyNgn(body.currency);
  const recipient = ctx.store.state.recipients.find((r) => r.recipient_code === body.recipient);
  if (!recipient) throw badRequest('Recipient specified is invalid');
  let reference = optionalString(body.reference, 'reference', 100);
  if (reference !== null) {
    // Paystack: lowercase letters, digits, '-' and '_' only.
    if (!TRANSFER_REFERENCE.test(reference)) throw badRequest("Invalid reference: only lowercase alphanumerics, '-' and '_' are allowed");
    if (ctx.store.state.transfers.some((t) => t.reference === reference)) throw badRequest('Duplicate Transfer Reference');
  } else {
    reference = randomCode(16);
  }
  const now = nowIso();
  const t: Transfer = {
    id: ctx.store.nextId(),
    transfer_code: prefixed('TRF'),
    reference,
    amount,
    currency: 'NGN',
    reason: optionalString(body.reason, 'reason'),
    recipient_id: recipient.id,
    status: 'pending',
    failures: null,
    transferred_at: null,
    createdAt: now,
    updatedAt: now,
  };
  ctx.store.state.transfers.push(t);
  ctx.store.save();
  scheduleSettlement(ctx, t);
  return t;
}

export function scheduleSettlement(ctx: Context, t: Transfer): void {
  ctx.later(ctx.config.settleDelayMs, () => settleTransfer(ctx, t));
}

function settleTransfer(ctx: Context, t: Transfer): void {
  if (t.status !== 'pending') return;
  const recipient = ctx.store.state.recipients.find((r) => r.id === t.recipient_id)!;
  const now = nowIso();
  if (recipient.account_number === TEST_ACCOUNTS.transferFails) {
    t.status = 'failed';
    t.failures = 'Could not credit beneficiary account';
  } else if (recipient.account_number === TEST_ACCOUNTS.transferReverses) {
    t.status = 'reversed';
    t.transferred_at = now;
  } else {
    t.status = 'success';
    t.transferred_at = now;
  }
  t.updatedAt = now;
  ctx.store.save();
  ctx.webhooks.send(`transfer.${t.status}`, transferEventJson(ctx, t));
}

export function transferJson(t: Transfer) {
  return {
    integration: INTEGRATION_ID, domain: 'test', amount: t.amount, currency: t.currency, source: 'balance', reason: t.reason,
    recipient: t.recipient_id, status: t.status, transfer_code: t.transfer_code, id: t.id, reference: t.reference,
    failures: t.failures, transferred_at: t.transferred_at, createdAt: t.createdAt, updatedAt: t.updatedAt,
  };
}

/** A transfer as the transfer.* events and GET /transfer/verify carry it: the recipient in full. */
export function transferEventJson(ctx: Context, t: Transfer) {
  const recipient = ctx.store.state.recipients.find((r) => r.id === t.recipient_id)!;
  return {
    ...transferJson(t),
    integration: { id: INTEGRATION_ID, is_live: false, business_name: 'Local Paystack' },
    recipient: recipientJson(recipient),
    session: { provider: null, id: null },
    source_details: null,
    titan_code: null,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}

export function findTransfer(ctx: Context, key: string): Transfer {
  const t = ctx.store.state.transfers.find((x) => x.transfer_code === key || String(x.id) === key || x.reference === key);
  if (!t) throw notFound('Transfer not found');
  return t;
}
