// POST /account/delete { confirm: "DELETE" }: deletes the caller's own account. The database first anonymises what
// is kept for the law and for the other party (prepare_account_deletion, one transaction, refused while money is on
// its way), then the person's files go, then Auth deletes the user, whose cascade removes the rest. Only the caller's
// own id is ever used: the body names nobody.
import { HttpError, json, readJson } from '../_shared/http.ts';
import { rpcData } from '../_shared/paystack.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';

/** What the person types to confirm; the screen asks for the same word. */
export const CONFIRM_WORD = 'DELETE';

/** Buckets whose files live under a folder named by the owner's id. */
const PERSONAL_BUCKETS = ['avatars', 'verification-documents'];

export async function deleteAccount(req: Request): Promise<Response> {
  // Guests may delete what they sent too.
  const { user } = await requireUser(req, { allowAnonymous: true });
  const body = await readJson<{ confirm?: unknown }>(req);
  if (body.confirm !== CONFIRM_WORD) {
    throw new HttpError(400, 'confirmation_required', `Type ${CONFIRM_WORD} to confirm.`);
  }
  const db = serviceClient();
  rpcData(await db.rpc('prepare_account_deletion', { p_user_id: user.id }), { PT409: 'money_in_flight' });
  await removeFiles(user.id);
  const { error } = await db.auth.admin.deleteUser(user.id);
  if (error) {
    console.error('deleteUser failed after the account was prepared', error);
    throw new HttpError(500, 'internal_error', 'Something went wrong. Please try again.');
  }
  return json({ deleted: true });
}

async function removeFiles(userId: string): Promise<void> {
  const storage = serviceClient().storage;
  for (const bucket of PERSONAL_BUCKETS) {
    const listed = await storage.from(bucket).list(userId, { limit: 1000 });
    if (listed.error) {
      console.error(`listing ${bucket}/${userId} failed`, listed.error);
      throw new HttpError(500, 'internal_error', 'Something went wrong. Please try again.');
    }
    const paths = (listed.data ?? []).filter((f) => f.id !== null).map((f) => `${userId}/${f.name}`);
    if (paths.length === 0) continue;
    const removed = await storage.from(bucket).remove(paths);
    if (removed.error) {
      console.error(`removing ${bucket}/${userId} failed`, removed.error);
      throw new HttpError(500, 'internal_error', 'Something went wrong. Please try again.');
    }
  }
}
