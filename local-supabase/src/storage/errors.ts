import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../http/database-unavailable';
import { JwtError } from '../http/request-context';

/** Body of every Storage error: the real category travels as a string in `statusCode`. */
export interface StorageErrorBody {
  statusCode: string;
  error: string;
  message: string;
}

/**
 * An error Storage reports to the client. Supabase Storage answers almost everything with HTTP 400
 * and puts the real status in `statusCode` as a string; storage-js relies on that shape.
 */
export class StorageError extends Error {
  constructor(
    public readonly statusCode: string,
    public readonly error: string,
    message: string,
    public readonly httpStatus = 400,
  ) {
    super(message);
  }

  body(): StorageErrorBody {
    return { statusCode: this.statusCode, error: this.error, message: this.message };
  }
}

/** Missing object, or one the caller's SELECT policies hide. */
export const objectNotFound = () => new StorageError('404', 'not_found', 'Object not found');
/** Missing bucket, or a private bucket asked for on a public route. */
export const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found');
/** An object or bucket of that name exists already. */
export const duplicate = () => new StorageError('409', 'Duplicate', 'The resource already exists');
/** A write the caller's policies refused. */
export const rlsRefused = () => new StorageError('403', 'Unauthorized', 'new row violates row-level security policy');
/** A bearer or signed-URL token that is malformed, forged or expired. */
export const invalidJwt = (message: string) => new StorageError('400', 'InvalidJWT', message);
/** Larger than the bucket's file_size_limit (or the server's body limit). */
export const payloadTooLarge = () =>
  new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size');
/** A type outside the bucket's allowed_mime_types. */
export const mimeNotAllowed = (mime: string) =>
  new StorageError('415', 'invalid_mime_type', `mime type ${mime} is not supported`);
/** deleteBucket on a bucket that still holds objects. */
export const bucketNotEmpty = () =>
  new StorageError('409', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty');
/** An object name we refuse (traversal, control characters, too long, ...). */
export const invalidKey = (key: string) => new StorageError('400', 'InvalidKey', `Invalid key: ${key}`);
/** A bucket id outside Storage's alphabet. */
export const invalidBucketName = (name: string) =>
  new StorageError('400', 'Invalid Input', `Bucket name invalid: ${name}`);
/** Any other malformed request (bad JSON, wrong option types). */
export const invalidRequest = (message: string) => new StorageError('400', 'Invalid Input', message);

/** PostgreSQL errors carry a SQLSTATE in `code` (pg and PGlite alike). */
function sqlState(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Turns anything thrown while serving a request into a Storage error: our own errors as they are,
 * database refusals into the categories Storage uses, HTTP framework errors into 4xx, and the rest
 * into an opaque 500 (the caller logs the original).
 */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  if (err instanceof JwtError) return invalidJwt(err.code === 'PGRST303' ? 'jwt expired' : 'invalid signature');
  switch (sqlState(err)) {
    case '42501':
      return rlsRefused();
    case '23505':
      return duplicate();
    case '23503':
      return bucketNotFound();
    case '22P02':
    case '22023':
    case '22001':
      return invalidRequest('Invalid input');
  }
  // A real HTTP 503 (not Storage's usual 400 envelope): clients and proxies must see "retry later".
  if (isDatabaseUnavailable(err)) return new StorageError('503', 'Service Unavailable', DATABASE_UNAVAILABLE_MESSAGE, 503);
  const fastifyStatus = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    if (fastifyStatus === 413) return payloadTooLarge();
    const message = err instanceof Error ? err.message : 'Bad request';
    return new StorageError(String(fastifyStatus), 'Bad Request', message);
  }
  return new StorageError('500', 'internal', 'Internal Server Error', 500);
}
