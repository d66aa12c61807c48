import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@spotless/shared-ui';
import { AuthFailure, useAuth } from '@spotless/shared-data';
import { confirmPhoneChange, requestPhoneChange } from '@spotless/shared-data/phone';
import { renderAt } from '../auth/test-harness';
import { PHONE_SAVED, PhoneSettings } from './PhoneSettings';

jest.mock('@spotless/shared-data', () => ({
  ...jest.requireActual('@spotless/shared-data'),
  initAuth: jest.fn(() => Promise.resolve()),
}));
jest.mock('@spotless/shared-data/phone', () => ({
  ...jest.requireActual('@spotless/shared-data/phone'),
  requestPhoneChange: jest.fn(),
  confirmPhoneChange: jest.fn(),
  resendPhoneChangeCode: jest.fn(),
}));

const requestMock = requestPhoneChange as jest.MockedFunction<typeof requestPhoneChange>;
const confirmMock = confirmPhoneChange as jest.MockedFunction<typeof confirmPhoneChange>;
const initial = useAuth.getState();

function signedIn(phone: string) {
  act(() => useAuth.setState({ status: 'signed-in', user: { id: 'u1', email: 'ada@example.ng', phone } as never, roles: ['client'] }));
}

beforeEach(() => {
  jest.clearAllMocks();
  act(() => {
    toast.dismiss();
    useAuth.setState({ ...initial, status: 'signed-out' }, true);
  });
});

describe('PhoneSettings', () => {
  it('an e-mail account adds a phone: code sent to the new number, saved once the code is right', async () => {
    signedIn('');
    requestMock.mockResolvedValue('+2348051112222');
    confirmMock.mockImplementation(async () => {
      useAuth.setState({ user: { id: 'u1', email: 'ada@example.ng', phone: '2348051112222' } as never });
    });
    renderAt('/account', '/account', <PhoneSettings />);
    expect(screen.getByRole('heading', { name: 'Add a phone' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/new phone number/i), '0805 111 2222');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(requestMock).toHaveBeenCalledWith('0805 111 2222');
    await userEvent.type(await screen.findByLabelText(/^code/i), '111222');
    await userEvent.click(screen.getByRole('button', { name: 'Save number' }));
    expect(confirmMock).toHaveBeenCalledWith('+2348051112222', '111222');
    expect(await screen.findByText(PHONE_SAVED)).toBeInTheDocument();
    expect(screen.getByTestId('account-current-phone')).toHaveTextContent('0805 111 2222');
    expect(screen.getByRole('heading', { name: 'Change phone' })).toBeInTheDocument();
  });

  it('refuses a non-Nigerian number without asking Auth, and shows why Auth refused one', async () => {
    signedIn('2348031234567');
    renderAt('/account', '/account', <PhoneSettings />);
    expect(screen.getByTestId('account-current-phone')).toHaveTextContent('0803 123 4567');
    await userEvent.type(screen.getByLabelText(/new phone number/i), '+1 202 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter a valid Nigerian phone number.')).toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
    requestMock.mockRejectedValue(new AuthFailure('unknown', 'Another account already uses this phone number.'));
    await userEvent.clear(screen.getByLabelText(/new phone number/i));
    await userEvent.type(screen.getByLabelText(/new phone number/i), '08099998888');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another account already uses this phone number.');
  });
});
