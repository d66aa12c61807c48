import type { FastifyInstance } from 'fastify';
import { BANKS, bankByCode, resolveAccountName } from '../banks';
import type { Context } from '../context';
import { PaystackError } from '../errors';
import { createRefund, findRefund, refundJson } from '../refunds';
import * as transactions from '../transactions';
import { createRecipient, createTransfer, findTransfer, recipientJson, transferEventJson, transferJson } from '../transfers';
import { requireSecretKey } from './auth';

type Query = Record<string, unknown>;
const ok = (message: string, data: unknown, meta?: unknown) => (meta === undefined ? { status: true, message, data } : { status: true, message, data, meta });

/** The Paystack REST subset, behind the secret key. */
export function apiRoutes(ctx: Context) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireSecretKey(ctx.config.secretKey));

    app.post('/transaction/initialize', async (req) => ok('Authorization URL created', transactions.initialize(ctx, req.body)));

    app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (req) => {
      const t = transactions.findByReference(ctx, req.params.reference);
      if (!t) throw new PaystackError(400, 'Transaction reference not found');
      return ok('Verification successful', transactions.transactionJson(ctx, t));
    });

    app.get('/transaction', async (req) => {
      const { data, meta } = transactions.list(ctx, req.query as Query);
      return ok('Transactions retrieved', data, meta);
    });

    app.get<{ Params: { id: string } }>('/transaction/:id', async (req) => {
      const t = ctx.store.state.transactions.find((x) => String(x.id) === req.params.id);
      if (!t) throw new PaystackError(404, 'Transaction not found');
      return ok('Transaction retrieved', transactions.transactionJson(ctx, t));
    });

    app.post('/refund', async (req) => ok('Refund has been queued for processing', refundJson(ctx, createRefund(ctx, req.body))));
    app.get<{ Params: { id: string } }>('/refund/:id', async (req) => ok('Refund retrieved', refundJson(ctx, findRefund(ctx, req.params.id))));

    app.get('/bank', async (req) => {
      const country = String((req.query as Query).country ?? 'nigeria').toLowerCase();
      const list = country === 'nigeria' ? BANKS : [];
      const data = list.map((b) => ({
        id: b.id, name: b.name, slug: b.slug, code: b.code, longcode: b.longcode, gateway: null, pay_with_bank: false,
        supports_transfer: true, active: true, country: 'Nigeria', currency: 'NGN', type: 'nuban', is_deleted: false,
        createdAt: '2016-07-14T10:04:29.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
      }));
      return ok('Banks retrieved', data, { next: null, previous: null, perPage: data.length });
    });

    app.get('/bank/resolve', async (req) => {
      const q = req.query as Query;
      const accountNumber = typeof q.account_number === 'string' ? q.account_number : '';
      const bankCode = typeof q.bank_code === 'string' ? q.bank_code : '';
      if (!accountNumber || !bankCode) throw new PaystackError(400, 'Account number and bank code are required');
      if (!bankByCode(bankCode)) throw new PaystackError(422, `Unknown bank code: ${bankCode}`);
      const name = resolveAccountName(bankCode, accountNumber);
      if (!name) throw new PaystackError(422, 'Could not resolve account name. Check parameters or try again.');
      return ok('Account number resolved', { account_number: accountNumber, account_name: name, bank_id: bankByCode(bankCode)!.id });
    });

    app.post('/transferrecipient', async (req, reply) => {
      const r = createRecipient(ctx, req.body);
      return reply.code(201).send(ok('Transfer recipient created successfully', recipientJson(r)));
    });

    app.post('/transfer', async (req) => ok('Transfer has been queued', transferJson(createTransfer(ctx, req.body))));
    app.post('/transfer/finalize_transfer', async () => {
      // OTP on transfers is off on this integration (as the product's Paystack settings will be): nothing awaits it.
      throw new PaystackError(400, 'Transfer is not currently awaiting OTP');
    });
    app.get<{ Params: { reference: string } }>('/transfer/verify/:reference', async (req) =>
      ok('Transfer retrieved', transferEventJson(ctx, findTransfer(ctx, req.params.reference))),
    );
    app.get<{ Params: { code: string } }>('/transfer/:code', async (req) =>
      ok('Transfer retrieved', transferEventJson(ctx, findTransfer(ctx, req.params.code))),
    );
  };
}
