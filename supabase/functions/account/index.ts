// The person's own account (issue 24, Account settings): deleting it (NDPA 2023). Downloading one's data and ending
// sessions need no function: they are RPCs the browser calls under row-level security.
import { serveJson } from '../_shared/http.ts';
import { routeRequest } from '../_shared/routes.ts';
import { deleteAccount } from './delete.ts';

serveJson((req) =>
  routeRequest(req, {
    delete: { method: 'POST', handler: deleteAccount },
  }),
);
