import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PayoutAccount, PayoutAccountInput } from '@spotless/shared-data/money';
import { renderCleaner } from '../../test/render';
import { banks, payoutAccount } from '../../test/fixtures';
import { PayoutAccountCard } from './PayoutAccountCard';

/** The card with the container's part played by a test double of the save. */
function Harness({ initial, save }: { initial: PayoutAccount | null; save: (input: PayoutAccountInput) => Promise<PayoutAccount | string> }) {
  const [account, setAccount] = useState(initial);
  const [editing, setEditing] = useState(false);
  return (
    <PayoutAccountCard
      account={account}
      loading={false}
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancelEdit={() => setEditing(false)}
      banks={banks}
      banksLoading={false}
      banksError={null}
      saving={false}
      onSave={async (input) => {
        const result = await save(input);
        if (typeof result === 'string') return result;
        setAccount(result);
        setEditing(false);
        return null;
      }}
    />
  );
}

async function chooseBank(name: string) {
  const combo = screen.getByRole('combobox', { name: /Bank/ });
  await userEvent.click(combo);
  await userEvent.type(combo, name.slice(0, 5));
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('PayoutAccountCard', () => {
  it('adds an account: checks the number, saves, then shows the bank\'s name and the status', async () => {
    const save = jest.fn(async () => payoutAccount({ accountName: 'OBI AMAKA JOY', status: 'verified' }));
    renderCleaner(<Harness initial={null} save={save} />);
    const form = screen.getByRole('form', { name: 'Bank account for payouts' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose your bank.')).toBeInTheDocument();
    expect(screen.getByText('Enter your 10-digit account number.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await chooseBank('Guaranty Trust Bank');
    await userEvent.type(screen.getByLabelText(/Account number/), '01234x56789');
    expect(screen.getByLabelText(/Account number/)).toHaveValue('0123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ bankCode: '058', accountNumber: '0123456789' });
    const details = await screen.findByTestId('payout-account-details');
    expect(details).toHaveTextContent('OBI AMAKA JOY');
    expect(details).toHaveTextContent('Guaranty Trust Bank · ••••6789');
    expect(within(details).getByText('Verified')).toBeInTheDocument();
  });

  it('shows the function\'s error as given and keeps what was typed', async () => {
    const text = 'We could not find this account. Check the number and the bank.';
    renderCleaner(<Harness initial={null} save={async () => text} />);
    await chooseBank('Access Bank');
    await userEvent.type(screen.getByLabelText(/Account number/), '0000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/Account number/)).toHaveValue('0000000000');
  });

  it('shows an account being reviewed, a rejected one with the admin\'s note, and lets the cleaner change it', async () => {
    const first = renderCleaner(<Harness initial={payoutAccount({ status: 'pending_review' })} save={jest.fn()} />);
    expect(screen.getByText('Being reviewed')).toBeInTheDocument();
    first.unmount();
    renderCleaner(<Harness initial={payoutAccount({ status: 'rejected', reviewNote: 'Name is a business' })} save={jest.fn()} />);
    expect(screen.getByText('Not approved')).toBeInTheDocument();
    expect(screen.getByText('Admin’s note: Name is a business')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change account' }));
    expect(screen.getByRole('form', { name: 'Bank account for payouts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('payout-account-details')).toBeInTheDocument());
  });
});
