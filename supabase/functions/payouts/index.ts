// Cleaners' payout accounts (docs/payments.md "payouts"): Paystack's bank list, and saving the account a cleaner is
// paid to once Paystack resolved it.
import { serveJson } from '../_shared/http.ts';
import { routeRequest } from '../_shared/routes.ts';
import { saveAccount } from './account.ts';
import { listBanks } from './banks.ts';

serveJson((req) =>
  routeRequest(req, {
    banks: { method: 'GET', handler: listBanks },
    account: { method: 'POST', handler: saveAccount },
  }),
);
