import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findBucket } from '../bucket-lookup';
import { invalidRequest, objectNotFound } from '../errors';
import { decodePathPiece, parseObjectRef, queryOf, rawRemainder, validateBucketId, type ObjectRef } from '../object-key';
import { findObject } from '../object-rows';
import { readableObject } from '../readable-object';
import { sendObject } from '../serve-object';
import { signToken, verifyToken } from '../signed-token';
import { callerOfSigner, signerOf } from '../signer';
import { asCaller, callerOf, type StorageContext } from '../storage-context';
import { jsonBody } from '../json-body';

const SIGN = '/storage/v1/object/sign/';
const MAX_BATCH = 1000;
const NOT_ACCESSIBLE = 'Either the object does not exist or you do not have access to it';

function expiresInOf(body: Record<string, unknown>): number {
  const n = Number(body.expiresIn);
  if (!Number.isInteger(n) || n < 1) throw invalidRequest('expiresIn must be a positive integer (seconds)');
  return n;
}

/**
 * The URL storage-js prefixes with the storage base and then passes through encodeURI, so the
 * object name must appear raw (encoding it here would turn a space into %2520 on the client).
 */
function signedUrlOf(ref: ObjectRef, token: string): string {
  return `/object/sign/${ref.bucket}/${ref.key}?token=${token}`;
}

async function signOne(ctx: StorageContext, req: FastifyRequest, reply: FastifyReply, rest: string): Promise<void> {
  const ref = parseObjectRef(rest);
  const expiresIn = expiresInOf(jsonBody(req));
  const caller = await callerOf(ctx, req);
  await findBucket(ctx.deps.db, ref.bucket);
  const row = await asCaller(ctx, req, caller, (tx) => findObject(tx, ref.bucket, ref.key), { readOnly: true });
  if (!row) throw objectNotFound();
  const token = await signToken(ctx.deps.config.jwtSecret, { url: `${ref.bucket}/${ref.key}`, ...signerOf(caller), scope: 'download' }, expiresIn);
  reply.send({ signedURL: signedUrlOf(ref, token) });
}

async function signMany(ctx: StorageContext, req: FastifyRequest, reply: FastifyReply, rest: string): Promise<void> {
  const bucket = validateBucketId(decodePathPiece(rest));
  const body = jsonBody(req);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string') || paths.length > MAX_BATCH) {
    throw invalidRequest(`paths must be an array of at most ${MAX_BATCH} object names`);
  }
  const caller = await callerOf(ctx, req);
  await findBucket(ctx.deps.db, bucket);
  const visible = await asCaller(
    ctx,
    req,
    caller,
    async (tx) =>
      new Set(
        (await tx.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name = any($2::text[])`, [bucket, paths])).rows.map(
          (r) => r.name,
        ),
      ),
    { readOnly: true },
  );
  const result = [];
  for (const path of paths as string[]) {
    if (!visible.has(path)) {
      result.push({ error: NOT_ACCESSIBLE, path, signedURL: null });
      continue;
    }
    const token = await signToken(ctx.deps.config.jwtSecret, { url: `${bucket}/${path}`, ...signerOf(caller), scope: 'download' }, expiresIn);
    result.push({ error: null, path, signedURL: signedUrlOf({ bucket, key: path }, token) });
  }
  reply.send(result);
}

/**
 * Signed download URLs: `POST /object/sign/{bucket}/{path}` and the batch `POST /object/sign/{bucket}`
 * (both need the object to be visible to the caller), and `GET|HEAD /object/sign/{bucket}/{path}?token=`
 * which needs no credentials: a valid, unexpired token for exactly that object, and the object still
 * visible to the signer as they are now. A signed URL is the signer's read handed on, so it never outlives
 * what the signer's SELECT policies allow (issue 21: an admin's 10-year URL for an identity document
 * stops when the audited 15-minute window after log_document_view closes).
 */
export function registerSignRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.post('/object/sign/*', async (req, reply) => {
    const rest = rawRemainder(req.url, SIGN);
    if (rest.includes('/')) await signOne(ctx, req, reply, rest);
    else await signMany(ctx, req, reply, rest);
  });

  const fetchSigned = async (req: FastifyRequest, reply: FastifyReply) => {
    const ref = parseObjectRef(rawRemainder(req.url, SIGN));
    const grant = await verifyToken(ctx.deps.config.jwtSecret, queryOf(req.url).get('token'), `${ref.bucket}/${ref.key}`, 'download');
    const signer = await callerOfSigner(ctx.deps.db, grant.signer);
    return sendObject(ctx, req, reply, await readableObject(ctx, req, signer, ref));
  };
  app.get('/object/sign/*', { exposeHeadRoute: false }, fetchSigned);
  app.head('/object/sign/*', fetchSigned);
}
