import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@spotless/shared-ui';
import { AuthFailure, useAuth } from '@spotless/shared-data';
import { SmsWaitFailure, sendSignInCode, verifyPhoneCode } from '@spotless/shared-data/phone';
import { SignInPage } from './SignInPage';
import { CODE_FORMAT } from './PhoneCodeStep';
import { renderAt } from './test-harness';

jest.mock('@spotless/shared-data', () => ({
  ...jest.requireActual('@spotless/shared-data'),
  initAuth: jest.fn(() => Promise.resolve()),
  fetchMyCleanerStanding: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@spotless/shared-data/phone', () => ({
  ...jest.requireActual('@spotless/shared-data/phone'),
  sendSignInCode: jest.fn(),
  verifyPhoneCode: jest.fn(),
}));

const sendMock = sendSignInCode as jest.MockedFunction<typeof sendSignInCode>;
const verifyMock = verifyPhoneCode as jest.MockedFunction<typeof verifyPhoneCode>;
const initial = useAuth.getState();

beforeEach(() => {
  jest.clearAllMocks();
  act(() => {
    toast.dismiss();
    useAuth.setState({ ...initial, status: 'signed-out' }, true);
  });
});

async function choosePhone() {
  renderAt('/sign', '/sign', <SignInPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
  expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
}

describe('Sign In with a phone number', () => {
  it('sends a code to the number in any common form, then signs in with the code', async () => {
    sendMock.mockResolvedValue('+2348031234567');
    verifyMock.mockImplementation(async () => {
      useAuth.setState({ status: 'signed-in', user: { id: 'u1', email: '' } as never, roles: ['client'], activeRole: 'client' });
      return { roles: ['client'] };
    });
    await choosePhone();
    await userEvent.type(screen.getByLabelText(/^phone number/i), '0803 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendMock).toHaveBeenCalledWith('0803 123 4567');
    expect(await screen.findByText('0803 123 4567')).toBeInTheDocument();
    // The resend button waits out the minute.
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^code/i), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(verifyMock).toHaveBeenCalledWith('+2348031234567', '123456');
    expect(await screen.findByTestId('location')).toHaveTextContent('/client');
  });

  it('refuses a number that is not Nigerian and a code that is not 6 digits without asking Auth', async () => {
    sendMock.mockResolvedValue('+2348031234567');
    await choosePhone();
    await userEvent.type(screen.getByLabelText(/^phone number/i), '+44 7700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter a valid Nigerian phone number.')).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^phone number/i));
    await userEvent.type(screen.getByLabelText(/^phone number/i), '08031234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText(/^code/i), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(CODE_FORMAT)).toBeInTheDocument();
    expect(verifyMock).not.toHaveBeenCalled();
  });

  it("shows Auth's refusal: no account for the number, a wrong code", async () => {
    sendMock.mockRejectedValueOnce(new AuthFailure('invalid_credentials', 'No account uses this number yet. Sign up with it, or sign in with your e-mail.'));
    await choosePhone();
    await userEvent.type(screen.getByLabelText(/^phone number/i), '08031234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account uses this number yet.');

    sendMock.mockResolvedValueOnce('+2348031234567');
    verifyMock.mockRejectedValueOnce(new AuthFailure('invalid_credentials', 'That code is wrong or has expired. Check it, or ask for a new code.'));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText(/^code/i), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
  });

  it('a new code asked for too soon restarts the countdown with the seconds Auth gave', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      sendMock.mockResolvedValueOnce('+2348031234567');
      await choosePhone();
      await userEvent.type(screen.getByLabelText(/^phone number/i), '08031234567');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await screen.findByLabelText(/^code/i);
      // The countdown ticks once a second.
      for (let i = 0; i < 61; i += 1) {
        await act(async () => {
          jest.advanceTimersByTime(1000);
        });
      }
      const resend = screen.getByRole('button', { name: 'Send a new code' });
      sendMock.mockRejectedValueOnce(new SmsWaitFailure(42));
      await userEvent.click(resend);
      expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 42 seconds before asking for a new code.');
      expect(screen.getByRole('button', { name: /Send a new code in 4[12] s/ })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
