import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@spotless/shared-ui';
import { AuthFailure, fetchMyCleanerStanding, resendSignupConfirmation, signIn, useAuth, type AppRole } from '@spotless/shared-data';
import { SignInPage, SUSPENDED_NOTICE } from './SignInPage';
import { renderAt } from './test-harness';

jest.mock('@spotless/shared-data', () => ({
  ...jest.requireActual('@spotless/shared-data'),
  initAuth: jest.fn(() => Promise.resolve()),
  signIn: jest.fn(),
  fetchMyCleanerStanding: jest.fn(),
  resendSignupConfirmation: jest.fn(() => Promise.resolve()),
}));

const signInMock = signIn as jest.MockedFunction<typeof signIn>;
const standingMock = fetchMyCleanerStanding as jest.MockedFunction<typeof fetchMyCleanerStanding>;
const initial = useAuth.getState();

/** What shared-data's signIn leaves in the store. */
function signedInAs(roles: AppRole[]) {
  useAuth.setState({
    status: 'signed-in',
    user: { id: 'u1', email: 'ada@example.ng' } as never,
    profile: { id: 'u1', full_name: 'Ada Obi', email: 'ada@example.ng', phone: null, avatar_url: null },
    roles,
    activeRole: roles.length === 1 ? roles[0]! : null,
  });
  return { roles };
}

beforeEach(() => {
  jest.clearAllMocks();
  standingMock.mockResolvedValue(null);
  act(() => {
    toast.dismiss();
    useAuth.setState({ ...initial, status: 'signed-out' }, true);
  });
});

const open = (route = '/sign') => renderAt('/sign', route, <SignInPage />);

async function submit(email = 'ada@example.ng', password = 'Spotless#2025') {
  await userEvent.type(screen.getByLabelText(/^email/i), email);
  await userEvent.type(screen.getByLabelText(/^password/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  it('shows the split layout with the hero, the Forgot Password link and field messages for empty fields', async () => {
    open();
    expect(screen.getByText('Spotless homes, trusted cleaners.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveFocus();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it.each(['ada', 'ada@example', 'ada @example.ng'])('refuses the malformed e-mail "%s" without asking Auth', async (email) => {
    open();
    await submit(email);
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('signs a one-role person straight into their dashboard with both toasts', async () => {
    signInMock.mockImplementation(async () => signedInAs(['client']));
    open();
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/client');
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ada!')).toBeInTheDocument();
  });

  it('returns to the page a guard sent the visitor from (next)', async () => {
    signInMock.mockImplementation(async () => signedInAs(['client']));
    open('/sign?next=%2Fclient%2Fquotes');
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/client/quotes');
  });

  it('shows one generic message for a wrong e-mail or password', async () => {
    signInMock.mockRejectedValue(new AuthFailure('invalid_credentials'));
    open();
    await submit('nobody@example.ng', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByText(/user not found|incorrect password/i)).not.toBeInTheDocument();
  });

  it('says the address is not confirmed yet and sends its link again on request', async () => {
    signInMock.mockRejectedValue(new AuthFailure('email_not_confirmed'));
    open();
    await submit('new@example.ng');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your email address first.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(resendSignupConfirmation).toHaveBeenCalledWith('new@example.ng');
    expect(await screen.findByText(/We sent the confirmation e-mail again/)).toBeInTheDocument();
  });

  it('offers no resend for a wrong password', async () => {
    signInMock.mockRejectedValue(new AuthFailure('invalid_credentials'));
    open();
    await submit();
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).not.toBeInTheDocument();
  });

  it('tells the visitor to wait when Auth rate-limits', async () => {
    signInMock.mockRejectedValue(new AuthFailure('rate_limited'));
    open();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a few seconds and try again.');
  });

  it('asks a person with several roles to pick one ("Please select a role." when none), then opens that dashboard', async () => {
    signInMock.mockImplementation(async () => signedInAs(['client', 'cleaner']));
    open();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Choose your role' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Please select a role.').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Cleaner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cleaner');
    expect(useAuth.getState().activeRole).toBe('cleaner');
  });

  it('pre-selects the role of the area a guard sent the visitor from', async () => {
    signInMock.mockImplementation(async () => signedInAs(['client', 'cleaner']));
    open('/sign?next=%2Fclient%2Fbookings');
    await submit();
    expect(await screen.findByRole('radio', { name: 'Client' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/client/bookings');
  });

  it('tells a suspended cleaner why before entering', async () => {
    signInMock.mockImplementation(async () => signedInAs(['cleaner']));
    standingMock.mockResolvedValue('suspended');
    open();
    await submit();
    expect(await screen.findByText(SUSPENDED_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cleaner');
  });

  it('sends an already signed-in person on to their dashboard', () => {
    act(() => {
      signedInAs(['admin']);
    });
    open();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });
});
