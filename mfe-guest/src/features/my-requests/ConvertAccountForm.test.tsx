import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase } from '@spotless/shared-data';
import { renderGuest } from '../../test/render';
import { watchSupabase, type SupabaseWatch } from '../../test/watch-supabase';
import { ConvertAccountForm } from './ConvertAccountForm';

let supabase: SupabaseWatch;
// Converting starts by reading the guest's session, then changes the Auth user.
let readsSession: jest.SpyInstance;
let updatesUser: jest.SpyInstance;
beforeAll(async () => {
  supabase = await watchSupabase();
  const client = await getSupabase();
  readsSession = jest.spyOn(client.auth, 'getSession');
  updatesUser = jest.spyOn(client.auth, 'updateUser');
});
afterAll(() => supabase.stop());
beforeEach(() => jest.clearAllMocks());

const VALID = { fullName: 'Ngozi Eze', email: 'ngozi@example.ng', phone: '0803 123 4567', password: 'clean-house-9' };

async function fillAndSubmit(values: Partial<typeof VALID>) {
  const v = { ...VALID, ...values };
  const user = userEvent.setup();
  const onDone = jest.fn();
  renderGuest(<ConvertAccountForm onDone={onDone} onCancel={jest.fn()} />);
  for (const [label, value] of [
    [/Full name/, v.fullName],
    [/Email/, v.email],
    [/Phone number/, v.phone],
    [/Password/, v.password],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return onDone;
}

describe('ConvertAccountForm (Create an account to keep these)', () => {
  it.each([
    ['no name', { fullName: '' }, 'Please fill all required fields.'],
    ['no password', { password: '' }, 'Please fill all required fields.'],
    ['a malformed e-mail', { email: 'ngozi@' }, 'Please enter a valid email address.'],
    ['a phone that is not Nigerian', { phone: '0803 12' }, 'Please enter a valid Nigerian phone number.'],
    ['a password under 8 characters', { password: 'short' }, 'Password must be at least 8 characters.'],
  ])('refuses %s and changes no account', async (_case, values, message) => {
    const onDone = await fillAndSubmit(values);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onDone).not.toHaveBeenCalled();
    expect(readsSession).not.toHaveBeenCalled();
    expect(updatesUser).not.toHaveBeenCalled();
  });

  it('tries to convert only valid details (here there is no guest session, so it stops there)', async () => {
    const onDone = await fillAndSubmit({});
    await waitFor(() => expect(readsSession).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).not.toHaveTextContent(/^$/);
    expect(updatesUser).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
