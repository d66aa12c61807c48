import type { FastifyRequest } from 'fastify';
import { validationFailed } from './errors';

/** The JSON body as an object; an absent body is `{}`, anything but an object is refused. */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  const b = req.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw validationFailed('Request body must be a JSON object');
  return b as Record<string, unknown>;
}

/** A string field; null/absent → undefined; any other type is a 400. */
export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw validationFailed(`${key} must be a string`);
  return v;
}

/** A boolean field; null/absent → undefined. */
export function booleanField(body: Record<string, unknown>, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw validationFailed(`${key} must be a boolean`);
  return v;
}

/** A JSON object field (metadata); null/absent → undefined. */
export function objectField(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw validationFailed(`${key} must be a JSON object`);
  return v as Record<string, unknown>;
}

/** One query parameter as a string ('' when present but empty, undefined when absent). */
export function queryParam(req: FastifyRequest, key: string): string | undefined {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const v = q[key];
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0] : undefined;
  return typeof v === 'string' ? v : undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cases and trims an e-mail address, refusing anything that does not look like one. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID string (checked before it reaches a `uuid` column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
