import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataError, useAuth } from '@spotless/shared-data';
import { fetchMfaStep, MFA_MESSAGES, startTotpEnrolment, submitTotpCode } from '@spotless/shared-data/mfa';
import { renderAt } from '../auth/test-harness';
import { AdminMfaGate } from './AdminMfaGate';
import { groupedKey } from './AdminMfaStep';

jest.mock('@spotless/shared-data/mfa', () => ({
  ...jest.requireActual('@spotless/shared-data/mfa'),
  fetchMfaStep: jest.fn(),
  startTotpEnrolment: jest.fn(),
  submitTotpCode: jest.fn(),
}));

const stepMock = fetchMfaStep as jest.MockedFunction<typeof fetchMfaStep>;
const enrolMock = startTotpEnrolment as jest.MockedFunction<typeof startTotpEnrolment>;
const submitMock = submitTotpCode as jest.MockedFunction<typeof submitTotpCode>;
const initial = useAuth.getState();

/** A session whose access token says `aal` (only the payload is read). */
function sessionAt(aal: 'aal1' | 'aal2') {
  const payload = btoa(JSON.stringify({ sub: 'u1', aal })).replace(/=+$/, '');
  return { access_token: `h.${payload}.s`, user: { id: 'u1' } } as unknown as NonNullable<ReturnType<typeof useAuth.getState>['session']>;
}

function signedInAs(roles: string[], aal: 'aal1' | 'aal2') {
  act(() => {
    useAuth.setState({ ...initial, status: 'signed-in', session: sessionAt(aal), roles: roles as never, activeRole: roles[0] as never }, true);
  });
}

const open = () => renderAt('/admin/*', '/admin', <AdminMfaGate><p>The console</p></AdminMfaGate>);

beforeEach(() => {
  jest.clearAllMocks();
});

it('opens the console to an admin whose session passed the second step (aal2)', () => {
  signedInAs(['admin'], 'aal2');
  open();
  expect(screen.getByText('The console')).toBeInTheDocument();
  expect(stepMock).not.toHaveBeenCalled();
});

it('leaves non-admins to the page guard', () => {
  signedInAs(['client'], 'aal1');
  open();
  expect(screen.getByText('The console')).toBeInTheDocument();
});

it('an admin without an authenticator sees the set-up: QR code, the key to type, then a code confirms it', async () => {
  signedInAs(['super_admin'], 'aal1');
  stepMock.mockResolvedValue({ kind: 'enrol' });
  enrolMock.mockResolvedValue({ factorId: 'f1', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'ABCDEFGHIJKLMNOP' });
  submitMock.mockResolvedValue();
  open();
  expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;utf-8,<svg/>');
  expect(screen.getByLabelText('Setup key')).toHaveTextContent('ABCD EFGH IJKL MNOP');
  expect(screen.queryByText('The console')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/6-digit code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
  expect(submitMock).toHaveBeenCalledWith('f1', '123456');
  expect(enrolMock).toHaveBeenCalledTimes(1);
  // The store follows the new aal2 session: the console opens.
  signedInAs(['super_admin'], 'aal2');
  expect(await screen.findByText('The console')).toBeInTheDocument();
});

it('an admin with an authenticator is asked only for the code; a wrong code says so and clears the field', async () => {
  signedInAs(['admin'], 'aal1');
  stepMock.mockResolvedValue({ kind: 'code', factorId: 'f9' });
  submitMock.mockRejectedValue(new DataError(MFA_MESSAGES.wrongCode));
  open();
  expect(await screen.findByRole('heading', { name: 'Enter your sign-in code' })).toBeInTheDocument();
  expect(enrolMock).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText(/6-digit code/), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.wrongCode);
  expect(screen.getByLabelText(/6-digit code/)).toHaveValue('');
  expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  expect(screen.queryByText('The console')).not.toBeInTheDocument();
});

it('groups the key in fours', () => {
  expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
});
