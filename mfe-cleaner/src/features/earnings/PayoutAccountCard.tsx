// Where the cleaner is paid (data-free). Without an account, or after Change account: a bank (searchable list from
// Paystack) and a 10-digit account number; Save asks Paystack for the account's name and shows it with the status
// (Verified when it matches the profile name, otherwise Being reviewed by an admin; Not approved after a rejection).
// Errors of the save (an account Paystack cannot find, too many changes) are shown as the function words them.
import { useState, type FormEvent } from 'react';
import { PAYOUT_ACCOUNT_STATUS_LABELS, validatePayoutAccount, type Bank, type PayoutAccount, type PayoutAccountInput } from '@spotless/shared-data/money';
import { Button, Card, FormError, SearchableSelectField, StatusBadge, Text, TextField } from '@spotless/shared-ui';

/** What each status means for the cleaner's money. */
const STATUS_HINTS: Readonly<Record<PayoutAccount['status'], string>> = {
  verified: 'Your payouts go to this account.',
  pending_review: 'The account name does not match your profile name, so an admin checks it first. Payouts wait until then.',
  rejected: 'This account was not approved. Add an account in your own name.',
};

export interface PayoutAccountCardProps {
  account: PayoutAccount | null;
  loading: boolean;
  /** Whether the form is shown (no account yet, or the cleaner chose Change account). */
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  banks: readonly Bank[];
  banksLoading: boolean;
  banksError: string | null;
  saving: boolean;
  /** Resolves null once saved, or the error text to show. */
  onSave: (input: PayoutAccountInput) => Promise<string | null>;
}

export function PayoutAccountCard(props: PayoutAccountCardProps) {
  const { account, loading, editing } = props;
  const showForm = editing || (!loading && account === null);
  return (
    <Card title="Payout account" titleLevel={2} data-testid="payout-account">
      {loading ? <Text tone="secondary">Loading…</Text> : null}
      {!loading && account && !showForm ? (
        <div data-testid="payout-account-details">
          <Text>
            <strong>{account.accountName}</strong>
          </Text>
          <Text>
            {account.bankName} · ••••{account.accountNumberLast4}
          </Text>
          <Text>
            <StatusBadge status={account.status} label={PAYOUT_ACCOUNT_STATUS_LABELS[account.status]} />
          </Text>
          <Text size="sm" tone="secondary">
            {STATUS_HINTS[account.status]}
          </Text>
          {account.status === 'rejected' && account.reviewNote ? <Text size="sm">Admin’s note: {account.reviewNote}</Text> : null}
          <Button variant="secondary" onClick={props.onEdit}>
            Change account
          </Button>
        </div>
      ) : null}
      {showForm ? <AccountForm {...props} /> : null}
    </Card>
  );
}

function AccountForm({ account, onCancelEdit, banks, banksLoading, banksError, saving, onSave }: PayoutAccountCardProps) {
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ bankCode?: string; accountNumber?: string }>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { bankCode, accountNumber };
    const invalid = validatePayoutAccount(input);
    setFieldErrors(invalid ?? {});
    setSaveError(null);
    if (invalid) return;
    setSaveError(await onSave(input));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Bank account for payouts" data-testid="payout-account-form">
      <Text size="sm" tone="secondary">
        Payouts are sent to this account. It must be in your own name.
      </Text>
      <SearchableSelectField
        label="Bank"
        required
        value={bankCode}
        onValueChange={setBankCode}
        options={banks.map((b) => ({ value: b.code, label: b.name }))}
        placeholder={banksLoading ? 'Loading banks…' : 'Type to search'}
        noResultsText="No bank matches"
        error={fieldErrors.bankCode ?? banksError ?? undefined}
        disabled={banksLoading || banks.length === 0}
      />
      <TextField
        label="Account number"
        name="account_number"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value.replace(/\D/g, ''))}
        error={fieldErrors.accountNumber}
        hint="10 digits (NUBAN)"
        data-testid="payout-account-number"
      />
      <FormError>{saveError}</FormError>
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button type="submit" loading={saving} loadingText="Checking…" data-testid="payout-account-save">
          Save
        </Button>
        {account ? (
          <Button type="button" variant="secondary" onClick={onCancelEdit}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
