import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BANKS, bankByCode } from '../banks';
import type { Context } from '../context';
import { prefixed } from '../ids';
import type { Authorization, Channel, Transaction } from '../model';
import * as transactions from '../transactions';
import { TEST_CARDS } from './cards';
import { esc, naira, page } from './html';

type Form = Record<string, string | undefined>;

/** A form field as a string: a JSON body (or a repeated field) may carry anything else, and that is no card. */
const field = (form: unknown, name: string): string => {
  const v = form && typeof form === 'object' ? (form as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : '';
};
const CHANNEL_LABEL: Record<Channel, string> = { card: 'Card', bank_transfer: 'Bank transfer', ussd: 'USSD' };

// Only our own inline styles; forms post to this server, whose answer may redirect to the merchant.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'";

function authorization(channel: Channel, extra: Partial<Authorization> = {}): Authorization {
  return {
    authorization_code: prefixed('AUTH', 10), bin: null, last4: null, exp_month: null, exp_year: null, channel,
    card_type: '', bank: null, country_code: 'NG', brand: channel, reusable: false, signature: null, account_name: null, ...extra,
  };
}

/** The account the bank-transfer option shows: fixed per transaction, so reloading the page shows the same one. */
function transferAccount(t: Transaction): string {
  const h = createHash('sha256').update(t.access_code).digest();
  return `99${String(h.readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
}

/** Where the person goes after paying: callback_url with Paystack's trxref and reference added. */
function returnUrl(base: string, t: Transaction): string {
  const u = new URL(base);
  u.searchParams.set('trxref', t.reference);
  u.searchParams.set('reference', t.reference);
  return u.toString();
}

function cancelUrl(t: Transaction): string | null {
  const action = (t.metadata as { cancel_action?: unknown } | null)?.cancel_action;
  if (typeof action === 'string' && /^https?:\/\//.test(action)) return action;
  return t.callback_url ? returnUrl(t.callback_url, t) : null;
}

function header(t: Transaction) {
  return `<section class="card"><h1>Local Paystack test checkout</h1><div class="muted">${esc(t.email)}</div>
<div class="amount">${naira(t.amount)}</div><div class="muted">Reference ${esc(t.reference)}</div></section>`;
}

function channelBody(t: Transaction, channel: Channel, action: string, query: Form, error?: string): string {
  const err = error ? `<p class="error" role="alert">${esc(error)}</p>` : '';
  if (channel === 'card') {
    return `${err}<form method="post" action="${action}/card">
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" autocomplete="cc-exp" required>
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay ${naira(t.amount)}</button></form>
<p class="muted">Test cards: 4084 0840 8408 4081 succeeds; 4084 0800 0000 5408 is declined; any future expiry, any 3-digit CVV.</p>`;
  }
  if (channel === 'bank_transfer') {
    return `${err}<p>Transfer exactly <strong>${naira(t.amount)}</strong> to:</p>
<p>Bank: <strong>Paystack-Titan</strong><br>Account number: <strong><code>${transferAccount(t)}</code></strong><br>Account name: <strong>Local Paystack Checkout</strong></p>
<form method="post" action="${action}/bank_transfer"><button type="submit">I've sent the money</button></form>`;
  }
  const bank = bankByCode(field(query, 'bank'));
  if (!bank?.ussd) {
    const options = BANKS.filter((b) => b.ussd).map((b) => `<option value="${b.code}">${esc(b.name)}</option>`).join('');
    return `${err}<form method="get" action="${action}"><input type="hidden" name="channel" value="ussd">
<label for="bank">Your bank</label><select id="bank" name="bank">${options}</select><button type="submit">Show the code to dial</button></form>`;
  }
  const code = `${bank.ussd.slice(0, -1)}*000*${transferAccount(t).slice(-4)}#`;
  return `${err}<p>Dial <code>${esc(code)}</code> on the phone registered with ${esc(bank.name)} and approve ${naira(t.amount)}.</p>
<form method="post" action="${action}/ussd"><input type="hidden" name="bank" value="${bank.code}"><button type="submit">I've dialled and approved</button></form>`;
}

function checkoutPage(t: Transaction, channel: Channel, query: Form, error?: string): string {
  const action = `/checkout/${encodeURIComponent(t.access_code)}`;
  const tabs = t.channels
    .map((c) => `<a href="${action}?channel=${c}"${c === channel ? ' aria-current="page"' : ''}>${CHANNEL_LABEL[c]}</a>`)
    .join('');
  return page(
    `Pay ${naira(t.amount)}`,
    `${header(t)}<section class="card"><nav aria-label="Payment method">${tabs}</nav>${channelBody(t, channel, action, query, error)}
<form method="post" action="${action}/cancel"><button class="link" type="submit">Cancel payment</button></form></section>`,
  );
}

function donePage(t: Transaction, heading: string): string {
  return page(heading, `${header(t)}<section class="card"><h1>${esc(heading)}</h1><p class="muted">You can close this page.</p></section>`);
}

/** Paystack's hosted checkout, at authorization_url: card, bank transfer, USSD, or cancel. */
export function checkoutRoutes(ctx: Context) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('content-security-policy', CSP).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    });

    const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);

    const load = (code: string) => transactions.findByAccessCode(ctx, code);

    /** After a payment or a final cancel: back to the merchant if it gave a URL, else a closing page. */
    const finish = (reply: FastifyReply, t: Transaction, url: string | null, heading: string) =>
      url ? reply.redirect(url, 303) : html(reply, 200, donePage(t, heading));

    /** Whether the page can still take a payment; if not, answers with the page saying why. */
    const open = (reply: FastifyReply, t: Transaction | undefined): t is Transaction => {
      if (!t) {
        html(reply, 404, page('Not found', '<section class="card"><h1>This payment link is not valid</h1></section>'));
        return false;
      }
      if (!transactions.payable(t)) {
        html(reply, 409, donePage(t, t.cancelled_at ? 'This payment was cancelled' : 'This payment is already complete'));
        return false;
      }
      return true;
    };

    const channelOf = (t: Transaction, c: unknown): Channel => (t.channels.includes(c as Channel) ? (c as Channel) : t.channels[0]!);

    app.get<{ Params: { code: string }; Querystring: Form }>('/checkout/:code', async (req, reply) => {
      const t = load(req.params.code);
      if (!open(reply, t)) return reply;
      return html(reply, 200, checkoutPage(t, channelOf(t, req.query.channel), req.query));
    });

    app.post<{ Params: { code: string } }>('/checkout/:code/card', async (req, reply) => {
      const t = load(req.params.code);
      if (!open(reply, t)) return reply;
      const number = field(req.body, 'card_number').replace(/[\s-]/g, '');
      const expiry = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(field(req.body, 'expiry').trim());
      const card = TEST_CARDS[number];
      const retry = (msg: string) => html(reply, 422, checkoutPage(t, 'card', {}, msg));
      if (!t.channels.includes('card')) return retry('Card payments are not offered for this transaction.');
      if (!card) return retry('Use one of the test cards listed below.');
      if (!expiry) return retry('Enter the expiry as MM/YY.');
      const now = new Date();
      const expYear = 2000 + Number(expiry[2]);
      const expMonth = Number(expiry[1]);
      if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)) {
        return retry('This card has expired.');
      }
      if (!/^\d{3}$/.test(field(req.body, 'cvv'))) return retry('Enter the 3-digit CVV.');
      const auth = authorization('card', {
        bin: number.slice(0, 6), last4: number.slice(-4), exp_month: expiry[1]!, exp_year: String(expYear),
        card_type: `${card.brand} DEBIT`, bank: 'TEST BANK', brand: card.brand, reusable: !card.declines,
        signature: `SIG_${createHash('sha256').update(number).digest('hex').slice(0, 20)}`,
      });
      if (card.declines) {
        transactions.decline(ctx, t, card.declines, auth);
        return html(reply, 402, checkoutPage(t, 'card', {}, `Payment failed: ${card.declines}. Try another card or another method.`));
      }
      transactions.pay(ctx, t, 'card', auth);
      return finish(reply, t, t.callback_url ? returnUrl(t.callback_url, t) : null, 'Payment successful');
    });

    app.post<{ Params: { code: string } }>('/checkout/:code/bank_transfer', async (req, reply) => {
      const t = load(req.params.code);
      if (!open(reply, t)) return reply;
      if (!t.channels.includes('bank_transfer')) return html(reply, 422, checkoutPage(t, t.channels[0]!, {}, 'Bank transfer is not offered for this transaction.'));
      transactions.pay(ctx, t, 'bank_transfer', authorization('bank_transfer', { bank: 'Paystack-Titan', account_name: 'Local Paystack Checkout' }));
      return finish(reply, t, t.callback_url ? returnUrl(t.callback_url, t) : null, 'Payment successful');
    });

    app.post<{ Params: { code: string } }>('/checkout/:code/ussd', async (req, reply) => {
      const t = load(req.params.code);
      if (!open(reply, t)) return reply;
      const bank = bankByCode(field(req.body, 'bank'));
      if (!t.channels.includes('ussd')) return html(reply, 422, checkoutPage(t, t.channels[0]!, {}, 'USSD is not offered for this transaction.'));
      if (!bank?.ussd) return html(reply, 422, checkoutPage(t, 'ussd', {}, 'Choose your bank.'));
      transactions.pay(ctx, t, 'ussd', authorization('ussd', { bank: bank.name }));
      return finish(reply, t, t.callback_url ? returnUrl(t.callback_url, t) : null, 'Payment successful');
    });

    app.post<{ Params: { code: string } }>('/checkout/:code/cancel', async (req, reply) => {
      const t = load(req.params.code);
      if (!open(reply, t)) return reply;
      transactions.abandon(ctx, t);
      return finish(reply, t, cancelUrl(t), 'Payment cancelled');
    });
  };
}
