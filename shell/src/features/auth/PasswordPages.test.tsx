import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@spotless/shared-ui';
import { AuthFailure, requestPasswordReset, signOut, updatePassword, useAuth, verifyRecoveryCode } from '@spotless/shared-data';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage, decideLink, readRecoveryFragment } from './ResetPasswordPage';
import { renderAt } from './test-harness';

jest.mock('@spotless/shared-data', () => ({
  ...jest.requireActual('@spotless/shared-data'),
  initAuth: jest.fn(() => Promise.resolve()),
  requestPasswordReset: jest.fn(),
  updatePassword: jest.fn(),
  verifyRecoveryCode: jest.fn(),
  signOut: jest.fn(() => Promise.resolve()),
}));

const requestMock = requestPasswordReset as jest.MockedFunction<typeof requestPasswordReset>;
const updateMock = updatePassword as jest.MockedFunction<typeof updatePassword>;
const initial = useAuth.getState();

beforeEach(() => {
  jest.clearAllMocks();
  act(() => {
    toast.dismiss();
    useAuth.setState({ ...initial, status: 'signed-out' }, true);
  });
});

describe('ForgotPasswordPage', () => {
  const open = () => renderAt('/forgot-password', '/forgot-password', <ForgotPasswordPage />);

  it('requires an e-mail in a valid format', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveFocus();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('shows Sending... while busy, then the same answer for any address, with the reset page as redirect', async () => {
    let finish: () => void = () => undefined;
    requestMock.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    open();
    await userEvent.type(screen.getByLabelText(/^email/i), 'anyone@example.ng');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
    expect(requestMock).toHaveBeenCalledWith('anyone@example.ng', `${window.location.origin}/reset-password`);
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('Check your email for a reset link.');
  });

  it('shows the server message on failure', async () => {
    requestMock.mockRejectedValue(new AuthFailure('rate_limited'));
    open();
    await userEvent.type(screen.getByLabelText(/^email/i), 'anyone@example.ng');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a few seconds and try again.');
  });
});

describe('ResetPasswordPage', () => {
  const open = () => renderAt('/reset-password', '/reset-password', <ResetPasswordPage />);

  it('reads the recovery fragment and decides whether the link is usable', () => {
    expect(readRecoveryFragment('#access_token=a&refresh_token=b&type=recovery')).toBe('recovery');
    expect(readRecoveryFragment('#error=access_denied&error_code=otp_expired')).toBe('error');
    expect(readRecoveryFragment('')).toBe('none');
    expect(decideLink({ fragment: 'none', status: 'loading', passwordRecovery: false })).toBe('checking');
    expect(decideLink({ fragment: 'none', status: 'signed-in', passwordRecovery: true })).toBe('valid');
    expect(decideLink({ fragment: 'recovery', status: 'signed-in', passwordRecovery: false })).toBe('valid');
    // Merely being signed in is not a reset link.
    expect(decideLink({ fragment: 'none', status: 'signed-in', passwordRecovery: false })).toBe('invalid');
    expect(decideLink({ fragment: 'error', status: 'signed-in', passwordRecovery: true })).toBe('invalid');
    expect(decideLink({ fragment: 'recovery', status: 'signed-out', passwordRecovery: false })).toBe('invalid');
  });

  it('shows "Invalid reset link." and no form without a recovery session', () => {
    open();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid reset link.');
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('accepts the six-digit code of the reset e-mail instead of the link, then offers the new-password form', async () => {
    const verifyMock = verifyRecoveryCode as jest.MockedFunction<typeof verifyRecoveryCode>;
    verifyMock.mockRejectedValueOnce(new AuthFailure('unknown', 'Invalid or expired token')).mockResolvedValueOnce();
    open();
    await userEvent.type(screen.getByLabelText(/^email/i), 'ada@example.ng');
    await userEvent.type(screen.getByLabelText(/^code/i), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Use code' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument();
    expect(verifyMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^code/i), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Use code' }));
    expect(await screen.findByText('Invalid or expired token')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use code' }));
    expect(verifyMock).toHaveBeenLastCalledWith('ada@example.ng', '123456');
    expect(await screen.findByLabelText(/new password/i)).toBeInTheDocument();
  });

  it('saves the new password, says so in green, signs out and moves on to /sign', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      updateMock.mockResolvedValue();
      act(() => {
        useAuth.setState({ status: 'signed-in', passwordRecovery: true });
      });
      open();
      const field = screen.getByLabelText(/new password/i);
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(field).toHaveAttribute('type', 'text');
      await user.type(field, 'brand-new-pass');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(updateMock).toHaveBeenCalledWith('brand-new-pass');
      const success = screen.getAllByText('Password reset successful! You can now log in with your new password.');
      expect(success.some((node) => node.closest('[data-tone="success"]'))).toBe(true);
      expect(signOut).toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.getByTestId('location')).toHaveTextContent('/sign');
    } finally {
      jest.useRealTimers();
    }
  });

  it('requires a password of at least 8 characters and shows failures in red', async () => {
    updateMock.mockRejectedValueOnce(new AuthFailure('same_password')).mockRejectedValueOnce(new Error(''));
    act(() => {
      useAuth.setState({ status: 'signed-in', passwordRecovery: true });
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('New Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/new password/i), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/new password/i), '-but-now-long');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const failure = await screen.findByText('New password should be different from the old password.');
    expect(failure.closest('[data-tone="error"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });
});
