import type { FastifyRequest } from 'fastify';
import { invalidRequest } from './errors';

/** Parses a JSON request body; an empty body is `{}`; anything but an object is a 400. */
export function jsonBody(req: FastifyRequest): Record<string, unknown> {
  const body = Buffer.isBuffer(req.body) ? req.body : undefined;
  if (!body || body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest('Body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
