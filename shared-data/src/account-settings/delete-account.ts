import { DataError, getSupabase, invokeFunction, signOut } from '@spotless/shared-data';
import { ACCOUNT_TEXTS } from './texts';

/** The word the person types to confirm; the account function checks the same word. */
export const DELETE_CONFIRM_WORD = 'DELETE';

/** What deleting keeps and why, shown before the person confirms (the database keeps exactly this). */
export const DELETION_KEEPS: readonly string[] = [
  'Payments, payouts and refunds, without your name or e-mail: the law requires us to keep money records, and the other party may need them.',
  'Finished bookings a cleaner worked or that were paid for, without your name, phone, e-mail, street address or notes: the cleaner keeps a record of the job.',
];

/** What deleting removes. */
export const DELETION_REMOVES =
  'Everything else goes at once: your profile, roles, requests, bids, reviews, messages, notifications, schedules, bank details for payouts, photos and documents.';

/** Why the account cannot be deleted now (money on its way, a booking in progress), or null when it can. */
export async function fetchDeletionBlocker(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_account_deletion_blocker');
  if (error) throw new DataError(ACCOUNT_TEXTS.deleteFailed, { code: error.code, detail: error.message, cause: error });
  return (data as string | null) ?? null;
}

/**
 * Deletes the signed-in person's account through the account function, then forgets the session here.
 * @throws DataError with the function's reason (money on its way, a booking in progress, confirmation missing)
 */
export async function deleteMyAccount(confirm: string): Promise<void> {
  await invokeFunction<{ deleted: boolean }>('account/delete', ACCOUNT_TEXTS.deleteFailed, { body: { confirm } });
  // The user is gone on the server, so the global sign-out fails there and clears this browser's session instead.
  await signOut();
}
