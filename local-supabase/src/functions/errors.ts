import type { ServerResponse } from 'node:http';

/**
 * The answers the functions gateway gives itself (the function's own responses pass through untouched). Bodies and
 * statuses are hosted Supabase's: the verify_jwt check's 401s, the relay's 404 for an unknown name, and the runtime's
 * BOOT_ERROR / WORKER_ERROR when a function cannot start or fails without answering, and 546 WORKER_RESOURCE_LIMIT
 * when it was ended for passing a resource limit (CPU time). Never a stack trace.
 */
export const FUNCTION_ERRORS = {
  missingAuthorization: { status: 401, body: { code: 401, message: 'Missing authorization header' } },
  malformedToken: { status: 401, body: { code: 401, message: 'Invalid Token or Protected Header formatting' } },
  invalidJwt: { status: 401, body: { code: 401, message: 'Invalid JWT' } },
  notFound: { status: 404, body: { code: 'NOT_FOUND', message: 'Requested function was not found' } },
  methodNotAllowed: { status: 405, body: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' } },
  bootError: { status: 503, body: { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' } },
  workerError: { status: 500, body: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' } },
  resourceLimit: {
    status: 546,
    body: { code: 'WORKER_RESOURCE_LIMIT', message: 'Function failed due to not having enough compute resources (please check logs)' },
  },
  idleTimeout: { status: 504, body: { code: 'IDLE_TIMEOUT', message: 'Function did not respond in time (please check logs)' } },
} as const;

export type FunctionError = (typeof FUNCTION_ERRORS)[keyof typeof FUNCTION_ERRORS];

/** Writes a gateway error unless the function's own response has already started (then the socket is cut). */
export function sendFunctionError(res: ServerResponse, error: FunctionError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(error.body);
  res.writeHead(error.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
