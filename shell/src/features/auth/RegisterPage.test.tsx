import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@spotless/shared-ui';
import { AuthFailure, addMyRole, resendSignupConfirmation, signUp, useAuth } from '@spotless/shared-data';
import { RegisterPage } from './RegisterPage';
import { renderAt } from './test-harness';

jest.mock('@spotless/shared-data', () => ({
  ...jest.requireActual('@spotless/shared-data'),
  initAuth: jest.fn(() => Promise.resolve()),
  signUp: jest.fn(),
  convertGuestToClient: jest.fn(),
  addMyRole: jest.fn(),
  resendSignupConfirmation: jest.fn(() => Promise.resolve()),
}));

const signUpMock = signUp as jest.MockedFunction<typeof signUp>;
const addMyRoleMock = addMyRole as jest.MockedFunction<typeof addMyRole>;
const initial = useAuth.getState();

beforeEach(() => {
  jest.clearAllMocks();
  act(() => {
    toast.dismiss();
    useAuth.setState({ ...initial, status: 'signed-out' }, true);
  });
});

const open = (route = '/register') => renderAt('/register', route, <RegisterPage />);
const fill = async (label: RegExp, value: string) => userEvent.type(screen.getByLabelText(label), value);

async function fillClientForm() {
  await fill(/full name/i, 'Ada Obi');
  await fill(/^email/i, 'ada@example.ng');
  await fill(/phone number/i, '0803 123 4567');
  await fill(/^password/i, 'long-enough');
}

describe('RegisterPage', () => {
  it('asks for Client or Cleaner first, then shows Register Your Account; Back returns to the choice', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Client' }));
    expect(screen.getByRole('heading', { name: 'Register Your Account' })).toHaveFocus();
    expect(screen.getByText('Signing up as a Client.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('pre-selects the role named by the path (?role=cleaner from /cleaner-signup)', () => {
    open('/register?role=cleaner');
    expect(screen.getByText('Signing up as a Cleaner.')).toBeInTheDocument();
  });

  it('shows "{field} is required" on each empty field, the toast, and focuses the first one; address is required for cleaners only', async () => {
    open('/register?role=cleaner');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const field of ['Full Name', 'Email', 'Phone Number', 'Password', 'Address']) {
      expect(screen.getByText(`${field} is required`)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/full name/i)).toHaveFocus();
    expect(screen.getByLabelText(/full name/i)).toHaveAccessibleDescription('Full Name is required');
    expect(screen.getByText('Please fill all required fields.')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('lets a client leave the address empty, rejects an invalid phone and a short password with clear messages', async () => {
    open('/register?role=client');
    await fill(/full name/i, 'Ada Obi');
    await fill(/^email/i, 'ada@example.ng');
    await fill(/phone number/i, '12345');
    await fill(/^password/i, 'short');
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter a valid Nigerian phone number.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and a picture URL that is not https', async () => {
    open('/register?role=client');
    await fill(/full name/i, 'Ada Obi');
    await fill(/^email/i, 'ada@example');
    await fill(/phone number/i, '0803 123 4567');
    await fill(/^password/i, 'long-enough-1');
    await fill(/picture url/i, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Picture URL must start with https://')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    open('/register?role=client');
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('registers a client and lands on /client', async () => {
    signUpMock.mockResolvedValue({ needsEmailConfirmation: false, roles: ['client'] });
    open('/register?role=client');
    await fillClientForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(signUpMock).toHaveBeenCalledWith({
      email: 'ada@example.ng',
      password: 'long-enough',
      fullName: 'Ada Obi',
      phone: '0803 123 4567',
      accountType: 'client',
      address: undefined,
      avatarUrl: undefined,
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/client');
    expect(screen.getByText('Client registered successfully!')).toBeInTheDocument();
  });

  it('registers a cleaner with an address and lands on /cleaner', async () => {
    signUpMock.mockResolvedValue({ needsEmailConfirmation: false, roles: ['cleaner'] });
    open('/register?role=cleaner');
    await fillClientForm();
    await fill(/address/i, '12 Allen Avenue, Ikeja');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cleaner');
    expect(signUpMock.mock.calls[0]![0]).toMatchObject({ accountType: 'cleaner', address: '12 Allen Avenue, Ikeja' });
    expect(screen.getByText('Cleaner registered successfully!')).toBeInTheDocument();
  });

  it('says "Email already exists" on the email field', async () => {
    signUpMock.mockRejectedValue(new AuthFailure('email_exists'));
    open('/register?role=client');
    await fillClientForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByLabelText(/^email/i);
    expect(await screen.findByText('Email already exists. Please use a different email.', { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('reports other failures as "Error registering client: {message}"', async () => {
    signUpMock.mockRejectedValue(new AuthFailure('rate_limited'));
    open('/register?role=client');
    await fillClientForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const alerts = await screen.findAllByText('Error registering client: Too many attempts. Wait a few seconds and try again.');
    expect(alerts.length).toBeGreaterThan(0);
  });

  it('asks to confirm the e-mail when confirmation is on, with the follow-up toast 3 s later', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      signUpMock.mockResolvedValue({ needsEmailConfirmation: true, roles: [] });
      open('/register?role=cleaner');
      await user.type(screen.getByLabelText(/full name/i), 'Ada Obi');
      await user.type(screen.getByLabelText(/^email/i), 'ada@example.ng');
      await user.type(screen.getByLabelText(/phone number/i), '08031234567');
      await user.type(screen.getByLabelText(/^password/i), 'long-enough');
      await user.type(screen.getByLabelText(/address/i), 'Owerri');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText('Registration successful! Please check your email to verify your account.')).toBeInTheDocument();
      expect(screen.getByText('Cleaner registered successfully!')).toBeInTheDocument();
      expect(screen.queryByText('Please check your email for a confirmation link.')).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.getByText('Please check your email for a confirmation link.')).toBeInTheDocument();
      // The Check your e-mail screen: resend, and the way for an existing account (sign in, Become a cleaner).
      expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
      expect(screen.getByText(/Become a cleaner/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
      expect(resendSignupConfirmation).toHaveBeenCalledWith('ada@example.ng');
      expect(await screen.findByText(/We sent the confirmation e-mail again/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers a signed-in client "Become a cleaner" on the same account, then opens /cleaner', async () => {
    addMyRoleMock.mockResolvedValue(['client', 'cleaner']);
    act(() => {
      useAuth.setState({
        status: 'signed-in',
        roles: ['client'],
        activeRole: 'client',
        profile: { id: 'u1', full_name: 'Ada Obi', email: 'ada@example.ng', phone: null, avatar_url: null },
      });
    });
    open('/register?role=cleaner');
    const card = screen.getByRole('region', { name: 'Add a role to your account' });
    expect(within(card).getByText(/signed in as Ada/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Become a client' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Become a cleaner' }));
    expect(addMyRoleMock).toHaveBeenCalledWith('cleaner');
    expect(await screen.findByTestId('location')).toHaveTextContent('/cleaner');
    expect(signUpMock).not.toHaveBeenCalled();
  });
});
