import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@spotless/shared-ui';
import { signUp, useAuth } from '@spotless/shared-data';
import { signUpWithPhone, verifyPhoneCode } from '@spotless/shared-data/phone';
import { RegisterPage } from './RegisterPage';
import { renderAt } from './test-harness';

jest.mock('@spotless/shared-data', () => ({
  ...jest.requireActual('@spotless/shared-data'),
  initAuth: jest.fn(() => Promise.resolve()),
  signUp: jest.fn(),
}));
jest.mock('@spotless/shared-data/phone', () => ({
  ...jest.requireActual('@spotless/shared-data/phone'),
  signUpWithPhone: jest.fn(),
  verifyPhoneCode: jest.fn(),
  resendSignUpCode: jest.fn(),
}));

const signUpMock = signUp as jest.MockedFunction<typeof signUp>;
const phoneSignUpMock = signUpWithPhone as jest.MockedFunction<typeof signUpWithPhone>;
const verifyMock = verifyPhoneCode as jest.MockedFunction<typeof verifyPhoneCode>;
const initial = useAuth.getState();

beforeEach(() => {
  jest.clearAllMocks();
  act(() => {
    toast.dismiss();
    useAuth.setState({ ...initial, status: 'signed-out' }, true);
  });
});

const fill = async (label: RegExp, value: string) => userEvent.type(screen.getByLabelText(label), value);

describe('Register with a phone number', () => {
  it('asks for no e-mail, sends a code to the number, and the code opens the dashboard', async () => {
    phoneSignUpMock.mockResolvedValue('+2348031234567');
    verifyMock.mockResolvedValue({ roles: ['cleaner'] });
    renderAt('/register', '/register?role=cleaner', <RegisterPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.queryByLabelText(/^email/i)).not.toBeInTheDocument();
    await fill(/full name/i, 'Musa Bello');
    await fill(/phone number/i, '+234 803 123 4567');
    await fill(/^password/i, 'long-enough');
    await fill(/^address/i, 'Yaba, Lagos');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(phoneSignUpMock).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+234 803 123 4567', password: 'long-enough', fullName: 'Musa Bello', accountType: 'cleaner', address: 'Yaba, Lagos' }),
    );
    expect(signUpMock).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Confirm your number' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^code/i), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(verifyMock).toHaveBeenCalledWith('+2348031234567', '654321');
    expect(await screen.findByTestId('location')).toHaveTextContent('/cleaner');
  });

  it('a guest registering as a client keeps the e-mail way (their requests move with the account)', async () => {
    act(() => useAuth.setState({ status: 'signed-in', isAnonymous: true, user: { id: 'g1', is_anonymous: true } as never, roles: [] }));
    renderAt('/register', '/register?role=client', <RegisterPage />);
    expect(screen.queryByRole('button', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toBeInTheDocument();
  });
});
