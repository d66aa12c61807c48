// JSON answers and errors for every function: one error shape ({ code, message }) that the browser can show or
// branch on, CORS headers on everything, and no stack traces or internal messages in answers (they go to the logs).
import { corsHeaders, preflight } from './cors.ts';

/** An error a function means to answer with: its status, a stable code and a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(corsHeaders)) headers.set(k, v);
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json({ code: error.code, message: error.message }, { status: error.status });
  console.error(error);
  return json({ code: 'internal_error', message: 'Something went wrong. Please try again.' }, { status: 500 });
}

/** Reads a JSON object body, or answers 400: a function never works on a body it could not read. */
export async function readJson<T extends Record<string, unknown>>(req: Request): Promise<T> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new HttpError(400, 'invalid_body', 'The request body must be JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  return body as T;
}

/** Deno.serve with the preflight answered and any throw turned into the JSON error shape. */
export function serveJson(handler: (req: Request) => Promise<Response> | Response): void {
  Deno.serve(async (req) => {
    const early = preflight(req);
    if (early) return early;
    try {
      return await handler(req);
    } catch (error) {
      return errorResponse(error);
    }
  });
}
