import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGuest } from '../../test/render';
import { plan } from '../../test/fixtures';
import { watchSupabase, type SupabaseWatch } from '../../test/watch-supabase';
import { preSubscriptionError } from '@spotless/shared-data';
import { PlanChecker, PreSubscribeForm } from './PlanChecker';

let supabase: SupabaseWatch;
beforeAll(async () => {
  supabase = await watchSupabase();
});
afterAll(() => supabase.stop());
beforeEach(() => jest.clearAllMocks());

const VALID = { fullName: 'Zainab Bello', email: 'zainab@example.ng', phone: '0803 123 4567', cleanerPreference: 'Weekday mornings' };

async function fillAndSubmit(values: Partial<typeof VALID>) {
  const v = { ...VALID, ...values };
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderGuest(<PreSubscribeForm plan={plan()} onClose={onClose} />);
  for (const [label, value] of [
    [/Full Name/, v.fullName],
    [/Email Address/, v.email],
    [/Phone Number/, v.phone],
    [/Cleaner Preference/, v.cleanerPreference],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return onClose;
}

describe('PreSubscribeForm (Enter Your Details)', () => {
  it('asks for the e-mail in an email input and the phone in a tel input', () => {
    renderGuest(<PreSubscribeForm plan={plan()} onClose={jest.fn()} />);
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('type', 'tel');
  });

  it.each([
    ['no full name', { fullName: '' }, 'Please fill in all fields.'],
    ['no e-mail', { email: '' }, 'Please fill in all fields.'],
    ['no phone', { phone: '' }, 'Please fill in all fields.'],
    ['no cleaner preference', { cleanerPreference: '' }, 'Please fill in all fields.'],
    ['a blank cleaner preference', { cleanerPreference: '  ' }, 'Please fill in all fields.'],
    ['a malformed e-mail', { email: 'zainab.example.ng' }, 'Please enter a valid email address.'],
    ['a phone that is not Nigerian', { phone: '555-0100' }, 'Please enter a valid Nigerian phone number.'],
  ])('refuses %s and stores nothing', async (_case, values, message) => {
    const onClose = await fillAndSubmit(values);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(supabase.from).not.toHaveBeenCalled();
    expect(supabase.signIn).not.toHaveBeenCalled();
  });

  it('refuses text longer than the database keeps', () => {
    expect(preSubscriptionError({ ...VALID, cleanerPreference: 'p'.repeat(201) })).toBe('Cleaner Preference must be at most 200 characters.');
    expect(preSubscriptionError(VALID)).toBeUndefined();
  });

  it('sends valid details to pre_subscriptions (here the server is unreachable, so it fails and stays open)', async () => {
    const onClose = await fillAndSubmit({});
    await waitFor(() => expect(supabase.from).toHaveBeenCalledWith('pre_subscriptions'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error submitting your details: /);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('PlanChecker (Check a monthly subscription price)', () => {
  it('asks for building type, rooms and frequency before looking a plan up', async () => {
    const user = userEvent.setup();
    renderGuest(<PlanChecker />);
    await user.selectOptions(screen.getByLabelText(/Building type/), 'residential');
    await user.click(screen.getByRole('button', { name: 'Check Price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(supabase.from).not.toHaveBeenCalledWith('subscription_plans');
  });
});
