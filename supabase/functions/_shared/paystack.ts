// Paystack for the functions: the only code that holds the secret key. PAYSTACK_BASE_URL points it at local-paystack
// or at https://api.paystack.co; the same calls work against both. Paystack answers { status, message, data }: callers
// get `data`, or a PaystackError that keeps Paystack's own status and message for the logs and for the callers that
// branch on a refusal (an account that does not resolve, a transfer refused).
import { HttpError } from './http.ts';
import { requireEnv } from './supabase.ts';

const DEFAULT_BASE_URL = 'https://api.paystack.co';
// Paystack usually answers in well under a second; past this the customer is better told to try again.
const TIMEOUT_MS = 15_000;

const PROVIDER_DOWN = 'The payment service is not answering. Please try again.';

/** Paystack did not do what was asked: `providerStatus` 0 when it could not be reached or timed out. */
export class PaystackError extends HttpError {
  constructor(
    readonly providerStatus: number,
    readonly providerMessage: string,
  ) {
    super(502, 'payment_provider_error', PROVIDER_DOWN);
  }

  /** Paystack read the request and refused it (4xx): retrying the same request will not help. */
  get refused(): boolean {
    return this.providerStatus >= 400 && this.providerStatus < 500;
  }
}

export function paystackBaseUrl(): string {
  return (Deno.env.get('PAYSTACK_BASE_URL') || DEFAULT_BASE_URL).replace(/\/+$/, '');
}

/** One call to Paystack's API; resolves to the envelope's `data` (and `meta` for lists). */
export async function paystackCall<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ data: T; meta?: Record<string, unknown> }> {
  const key = requireEnv('PAYSTACK_SECRET_KEY');
  let res: Response;
  let text: string;
  try {
    res = await fetch(paystackBaseUrl() + path, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await res.text();
  } catch (error) {
    console.error(`paystack ${method} ${path}: ${(error as Error).message}`);
    throw new PaystackError(0, (error as Error).message);
  }
  let envelope: { status?: unknown; message?: unknown; data?: unknown; meta?: unknown } | undefined;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  const message = typeof envelope?.message === 'string' ? envelope.message : text.slice(0, 200);
  if (!res.ok || envelope?.status !== true) {
    console.error(`paystack ${method} ${path}: ${res.status} ${message}`);
    throw new PaystackError(res.ok ? 502 : res.status, message);
  }
  return { data: envelope.data as T, meta: envelope.meta as Record<string, unknown> | undefined };
}

export const paystackGet = async <T>(path: string): Promise<T> => (await paystackCall<T>('GET', path)).data;
export const paystackPost = async <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  (await paystackCall<T>('POST', path, body)).data;

// Webhook signatures ------------------------------------------------------------------------------------------------

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `header` is Paystack's signature of exactly these bytes (hex HMAC-SHA512 keyed with the secret key).
 * Compared in constant time, so the answer's timing says nothing about how much of a forged signature was right.
 */
export async function verifySignature(rawBody: Uint8Array<ArrayBuffer> | string, header: string | null, secret: string): Promise<boolean> {
  if (!header || !secret) return false;
  const bytes = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const expected = hex(await crypto.subtle.sign('HMAC', await hmacKey(secret), bytes));
  const given = header.trim().toLowerCase();
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

// Database refusals -------------------------------------------------------------------------------------------------

/** What the money RPCs raise (SQLSTATE) as the answer to give; their messages are written for users. */
const RPC_REFUSALS: Record<string, [number, string]> = {
  PT404: [404, 'not_found'],
  PT409: [409, 'conflict'],
  PT429: [429, 'too_many_requests'],
  '22023': [400, 'invalid_request'],
  '42501': [403, 'forbidden'],
};

/**
 * A supabase-js RPC error as the function's answer: the database's own refusal (status and message) for the codes it
 * raises on purpose, anything else a logged 500 whose details stay out of the answer. `codes` renames a refusal's
 * code for one call (start_payment's PT409 is `already_paid`).
 */
export function rpcFailure(error: { code?: string; message?: string }, codes: Record<string, string> = {}): HttpError {
  const known = error.code ? RPC_REFUSALS[error.code] : undefined;
  if (known && error.message) return new HttpError(known[0], codes[error.code!] ?? known[1], error.message);
  console.error('rpc failed', error);
  return new HttpError(500, 'internal_error', 'Something went wrong. Please try again.');
}

/** The data of an RPC call, or its error as the function's answer. */
export function rpcData<T>(result: { data: T | null; error: { code?: string; message?: string } | null }, codes?: Record<string, string>): T {
  if (result.error) throw rpcFailure(result.error, codes);
  return result.data as T;
}
