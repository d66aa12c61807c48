// Paying for bookings with Paystack (docs/payments.md "Edge Functions"): initialize a checkout, verify it on return,
// send due payouts and refunds, and compare our records with Paystack's for admins.
import { serveJson } from '../_shared/http.ts';
import { routeRequest } from '../_shared/routes.ts';
import { initialize } from './initialize.ts';
import { processRoute } from './process.ts';
import { reconcile } from './reconcile.ts';
import { verify } from './verify.ts';

serveJson((req) =>
  routeRequest(req, {
    initialize: { method: 'POST', handler: initialize },
    verify: { method: 'POST', handler: verify },
    process: { method: 'POST', handler: processRoute },
    reconcile: { method: 'GET', handler: reconcile },
  }),
);
