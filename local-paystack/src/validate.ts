import { badRequest } from './errors';

/**
 * A positive integer amount in kobo. Paystack takes the number or its digits as a string (form posts send strings);
 * a fraction of a kobo is refused, never rounded.
 */
export function parseKobo(value: unknown, message: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw badRequest(message);
  return n;
}

export function optionalString(value: unknown, field: string, max = 500): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max) throw badRequest(`Invalid ${field}`);
  return value;
}

export function requireCurrencyNgn(value: unknown): void {
  if (value !== undefined && value !== null && value !== '' && value !== 'NGN') throw badRequest('Currency not supported by merchant');
}

// A plain address: no quoted local parts, no markup characters (Paystack refuses those too).
export const isEmail = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 254 && /^[^\s@<>"(),;:\\[\]]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(v);

/** The body as an object: Paystack answers a body that is not one as a bad request. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Invalid request body');
  return body as Record<string, unknown>;
}
