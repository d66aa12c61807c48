import type { FastifyInstance } from 'fastify';
import { findBucket } from '../bucket-lookup';
import { parseObjectRef, queryOf, rawRemainder } from '../object-key';
import { insertObject, metadataFor } from '../object-rows';
import { signToken, UPLOAD_TOKEN_SECONDS, verifyToken } from '../signed-token';
import { storeObject } from '../store-object';
import { callerOfSigner, signerOf } from '../signer';
import { asCaller, callerOf, type StorageContext } from '../storage-context';
import { readUploadBody } from '../upload-body';

const UPLOAD_SIGN = '/storage/v1/object/upload/sign/';

/** Thrown on purpose to roll back the permission probe. */
class ProbeDone extends Error {}

/**
 * Signed upload URLs. Creating one runs the caller's INSERT (or upsert) against storage.objects in
 * a transaction that is always rolled back, so RLS decides at signing time. The token records the
 * signer; uploading with it needs no credentials but writes AS the signer, so RLS decides again at
 * upload: a URL signed with upsert before a file existed cannot replace it later where the signer's
 * UPDATE policy forbids (issue 21: an identity document swapped after it was submitted for review).
 */
export function registerUploadSignRoutes(app: FastifyInstance, ctx: StorageContext): void {
  app.post('/object/upload/sign/*', async (req, reply) => {
    const ref = parseObjectRef(rawRemainder(req.url, UPLOAD_SIGN));
    const caller = await callerOf(ctx, req);
    const upsert = String(req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
    const signer = signerOf(caller);
    const owner = signer.owner;
    await findBucket(ctx.deps.db, ref.bucket);
    try {
      await asCaller(ctx, req, caller, async (tx) => {
        const probe = { bucket: ref.bucket, key: ref.key, owner, metadata: metadataFor(new Uint8Array(), 'application/octet-stream', 'no-cache'), userMetadata: null };
        await insertObject(tx, probe, upsert);
        throw new ProbeDone();
      });
    } catch (err) {
      if (!(err instanceof ProbeDone)) throw err;
    }
    const token = await signToken(ctx.deps.config.jwtSecret, { url: `${ref.bucket}/${ref.key}`, ...signer, upsert, scope: 'upload' }, UPLOAD_TOKEN_SECONDS);
    reply.send({ url: `/object/upload/sign/${ref.bucket}/${ref.key}?token=${token}`, token });
  });

  app.put('/object/upload/sign/*', async (req, reply) => {
    const ref = parseObjectRef(rawRemainder(req.url, UPLOAD_SIGN));
    const grant = await verifyToken(ctx.deps.config.jwtSecret, queryOf(req.url).get('token'), `${ref.bucket}/${ref.key}`, 'upload');
    const body = await readUploadBody(req);
    const signer = await callerOfSigner(ctx.deps.db, grant.signer);
    await storeObject(ctx, req, signer, ref, body, grant.upsert ? 'upsert' : 'create', grant.signer.owner);
    reply.send({ Key: `${ref.bucket}/${ref.key}` });
  });
}
