import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataError, useAuth } from '@spotless/shared-data';
import { changePassword, currentPasswordNeeded, deleteMyAccount, fetchDeletionBlocker } from '@spotless/shared-data/account';
import { renderAt } from '../auth/test-harness';
import { AccountPage } from './AccountPage';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';

jest.mock('@spotless/shared-data', () => ({
  ...jest.requireActual('@spotless/shared-data'),
  initAuth: jest.fn(() => Promise.resolve()),
}));
jest.mock('@spotless/shared-data/account', () => ({
  ...jest.requireActual('@spotless/shared-data/account'),
  fetchDeletionBlocker: jest.fn(() => Promise.resolve(null)),
  deleteMyAccount: jest.fn(),
  changePassword: jest.fn(() => Promise.resolve()),
  currentPasswordNeeded: jest.fn(() => Promise.resolve(true)),
}));

const initial = useAuth.getState();
beforeEach(() => {
  jest.clearAllMocks();
  act(() => useAuth.setState({ ...initial, status: 'signed-out' }, true));
});

describe('AccountPage', () => {
  it('sends a signed-out visitor, and a guest, to sign in first and back here after', () => {
    renderAt('/account', '/account', <AccountPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/sign?next=%2Faccount');
  });
});

describe('DeleteAccountSection', () => {
  const open = () => renderAt('/account', '/account', <DeleteAccountSection />);

  it('says what is kept and why, and deletes only once DELETE is typed', async () => {
    (deleteMyAccount as jest.Mock).mockResolvedValue(undefined);
    open();
    expect(screen.getByText(/the law requires us to keep money records/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(button).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(button);
    expect(deleteMyAccount).toHaveBeenCalledWith('DELETE');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('warns early when money is on its way, and shows the server\'s reason when refused', async () => {
    const reason = 'You have money on its way: a payment held for a job, a payout or a refund not yet settled. You can delete your account once it is settled.';
    (fetchDeletionBlocker as jest.Mock).mockResolvedValue(reason);
    (deleteMyAccount as jest.Mock).mockRejectedValue(new DataError(reason, { code: 'money_in_flight' }));
    open();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findAllByText(reason)).toHaveLength(2);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('PasswordSection', () => {
  const open = () => renderAt('/account', '/account', <PasswordSection />);

  it('asks a password sign-in for the current password and sends it with the new one', async () => {
    open();
    await userEvent.type(screen.getByLabelText(/^New password/), 'second-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'first-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(changePassword).toHaveBeenCalledWith('first-password-1', 'second-password-2');
  });

  it('does not ask a sign-in with a code (a phone-only account) for a current password it may not have', async () => {
    (currentPasswordNeeded as jest.Mock).mockResolvedValueOnce(false);
    open();
    expect(await screen.findByText('You signed in with a code, so your current password is not needed.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^New password/), 'first-password-9');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(changePassword).toHaveBeenCalledWith(undefined, 'first-password-9');
    expect((await screen.findAllByText('Password changed.')).length).toBeGreaterThan(0);
  });
});
