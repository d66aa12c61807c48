import type { FastifyRequest } from 'fastify';
import { invalidRequest } from './errors';

/** An upload as storage-js sends it, whatever the wire format. */
export interface UploadBody {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const DEFAULT_MIME = 'application/octet-stream';

/** `3600` (the multipart field) means `max-age=3600`; a full header value is kept as it is. */
function normaliseCacheControl(value: string | undefined | null): string {
  const v = (value ?? '').trim();
  if (!v) return 'no-cache';
  return /^\d+$/.test(v) ? `max-age=${v}` : v;
}

function parseMetadataJson(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest('metadata must be a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest('metadata must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** `x-metadata` is base64(JSON). */
function metadataFromHeader(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || !value) return null;
  return parseMetadataJson(Buffer.from(value, 'base64').toString('utf8'));
}

/**
 * multipart/form-data: the first file part (storage-js names it "") is the object, `cacheControl`
 * and `metadata` fields carry the options. Node's fetch implementation parses the body for us.
 */
async function fromMultipart(body: Buffer, contentType: string): Promise<UploadBody> {
  let form: FormData;
  try {
    // A view of the same bytes (no copy): a request body's Buffer sits on a plain ArrayBuffer, which is what the DOM's
    // BodyInit typing (used when shared-data's tests compile this file) asks for.
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidRequest('Malformed multipart body');
  }
  let file: File | undefined;
  let cacheControl: string | undefined;
  let metadata: Record<string, unknown> | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      file ??= value;
    } else if (name === 'cacheControl') {
      cacheControl = value;
    } else if (name === 'metadata') {
      metadata = parseMetadataJson(value);
    }
  }
  if (!file) throw invalidRequest('No file part found in the multipart body');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: file.type || DEFAULT_MIME,
    cacheControl: normaliseCacheControl(cacheControl ?? '3600'),
    userMetadata: metadata,
  };
}

/**
 * Reads an upload request. The storage scope buffers every body (see index.ts), so `req.body` is a
 * Buffer or absent.
 */
export async function readUploadBody(req: FastifyRequest): Promise<UploadBody> {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const contentType = String(req.headers['content-type'] ?? '');
  if (/^multipart\/form-data/i.test(contentType)) return fromMultipart(body, contentType);
  return {
    bytes: body,
    mimetype: contentType || DEFAULT_MIME,
    cacheControl: normaliseCacheControl(req.headers['cache-control'] as string | undefined),
    userMetadata: metadataFromHeader(req.headers['x-metadata']),
  };
}
