// /adminregister refuses bad input in words before anything is sent: the real registerAdmin sits behind the form and
// the Supabase client is watched, so "nothing sent" means no RPC left the page.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, getSupabase, useAuth } from '@spotless/shared-data';
import { renderAt } from '../features/auth/test-harness';
import { AdminRegisterPage } from './AdminRegisterPage';

// The session is set by the test; starting the real one would sign this signed-out browser out again.
jest.mock('@spotless/shared-data', () => ({ ...jest.requireActual('@spotless/shared-data'), initAuth: jest.fn(() => Promise.resolve()) }));

// Nothing listens on port 9; the key only has to look like an anon key.
configureSupabase({ url: 'http://127.0.0.1:9', anonKey: `${btoa('{"alg":"HS256"}')}.${btoa('{"role":"anon"}')}.signature` });
jest.setTimeout(30_000);

let rpc: jest.SpyInstance;
beforeAll(async () => {
  rpc = jest.spyOn(await getSupabase(), 'rpc');
});
afterAll(async () => (await getSupabase()).auth.stopAutoRefresh());

const initial = useAuth.getState();
beforeEach(() => {
  rpc.mockClear();
  act(() => useAuth.setState({ ...initial, status: 'signed-in', roles: ['super_admin'], activeRole: 'super_admin' }, true));
});

async function submit(values: { fullName: string; email: string; password: string }) {
  const user = userEvent.setup();
  renderAt('/adminregister', '/adminregister', <AdminRegisterPage />);
  if (values.fullName) await user.type(screen.getByLabelText('Full name'), values.fullName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Register Admin' }));
}

const valid = { fullName: 'Obinna Operator', email: 'ops@spotless.ng', password: 'long-enough' };

describe('AdminRegisterPage', () => {
  it.each([
    ['no name', { ...valid, fullName: '' }, 'Full name', 'Full Name is required'],
    ['whitespace for a name', { ...valid, fullName: '   ' }, 'Full name', 'Full Name is required'],
    ['no e-mail', { ...valid, email: '' }, 'Email', 'Email is required'],
    ['an e-mail without a domain dot', { ...valid, email: 'ops@spotless' }, 'Email', 'Please enter a valid email address.'],
    ['an e-mail with a space', { ...valid, email: 'ops @spotless.ng' }, 'Email', 'Please enter a valid email address.'],
    ['no password', { ...valid, password: '' }, 'Password', 'Password is required'],
    ['a 7-character password', { ...valid, password: 'seven77' }, 'Password', 'Password must be at least 8 characters.'],
  ])('refuses %s with its message on the field and sends nothing', async (_case, values, label, message) => {
    await submit(values);
    const field = screen.getByLabelText(label);
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('lists every problem at once', async () => {
    await submit({ fullName: '', email: 'nope', password: 'short' });
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('sends a valid form to register_admin (no server here, so it ends in an error message)', async () => {
    await submit({ ...valid, password: '8chars!!' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('register_admin', { p_full_name: valid.fullName, p_email: valid.email, p_password: '8chars!!', p_role: 'admin' });
    expect(screen.queryByText('Password must be at least 8 characters.')).not.toBeInTheDocument();
  });
});
