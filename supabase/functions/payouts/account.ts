// POST /payouts/account: a cleaner's bank account for payouts. Paystack resolves the number to the bank's account
// name and makes it a transfer recipient; the database decides whether the name is the cleaner's (verified) or an
// admin must look (pending_review). Payouts that waited for an account are sent at once.
import { HttpError, json, readJson } from '../_shared/http.ts';
import { PaystackError, paystackGet, paystackPost, rpcData } from '../_shared/paystack.ts';
import { processDue } from '../_shared/process-due.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';
import { banks } from './banks.ts';

export async function saveAccount(req: Request): Promise<Response> {
  const { user } = await requireUser(req);
  const body = await readJson<{ bank_code?: unknown; account_number?: unknown }>(req);
  if (typeof body.account_number !== 'string' || !/^\d{10}$/.test(body.account_number)) {
    throw new HttpError(400, 'invalid_request', 'Enter your 10-digit account number.');
  }
  const bank = typeof body.bank_code === 'string' ? (await banks()).find((b) => b.code === body.bank_code) : undefined;
  if (!bank) throw new HttpError(400, 'invalid_request', 'Choose your bank from the list.');
  const accountNumber = body.account_number;
  const db = serviceClient();
  // Counted before Paystack is asked: each lookup is a call on the platform's key (10 a day per cleaner).
  rpcData(await db.rpc('begin_payout_account_change', { p_cleaner_id: user.id }));

  let accountName: string;
  try {
    const resolved = await paystackGet<{ account_name: string }>(
      `/bank/resolve?${new URLSearchParams({ account_number: accountNumber, bank_code: bank.code })}`,
    );
    accountName = resolved.account_name;
  } catch (error) {
    if (error instanceof PaystackError && error.refused) {
      throw new HttpError(422, 'account_not_resolved', 'We could not find this account. Check the bank and the number.');
    }
    throw error;
  }
  const recipient = await paystackPost<{ recipient_code: string }>('/transferrecipient', {
    type: 'nuban',
    name: accountName,
    account_number: accountNumber,
    bank_code: bank.code,
    currency: 'NGN',
  });
  const status = rpcData<string>(
    await db.rpc('save_payout_account', {
      p_cleaner_id: user.id,
      p_bank_code: bank.code,
      p_bank_name: bank.name,
      p_account_number: accountNumber,
      p_account_name: accountName,
      p_recipient_code: recipient.recipient_code,
    }),
  );
  if (status === 'verified') await processDue().catch((error) => console.error('process after saving an account failed', error));
  return json({ status, bank_name: bank.name, account_name: accountName, account_number_last4: accountNumber.slice(-4) });
}
