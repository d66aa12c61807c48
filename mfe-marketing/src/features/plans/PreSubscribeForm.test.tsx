import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionPlan } from '@spotless/shared-data';
import { renderMarketing } from '../../test/render';
import { watchTableWrites } from '../../test/watch-supabase';
import { preSubscriptionError } from '@spotless/shared-data';
import { PreSubscribeForm } from './PreSubscribeForm';

const plan: SubscriptionPlan = {
  id: 'plan-1',
  building_type: 'residential',
  num_rooms: 2,
  frequency_id: 1,
  price_kobo: 7_200_000,
  discount_percentage: 10,
  final_price_kobo: 6_480_000,
  description: '4 visits a month for a 2-room residential property.',
  frequency_name: 'Weekly',
};
const VALID = { fullName: 'Kemi Adeyemi', email: 'kemi@example.ng', phone: '0803 123 4567', cleanerPreference: 'Weekday mornings' };

let watch: Awaited<ReturnType<typeof watchTableWrites>>;
beforeAll(async () => {
  watch = await watchTableWrites();
});
afterAll(() => watch.stop());
beforeEach(() => jest.clearAllMocks());
jest.setTimeout(30_000);

async function fillAndSubmit(values: Partial<typeof VALID>) {
  const v = { ...VALID, ...values };
  const user = userEvent.setup();
  const onDone = jest.fn();
  renderMarketing(<PreSubscribeForm plan={plan} onDone={onDone} />);
  for (const [label, value] of [
    [/Full Name/, v.fullName],
    [/Email Address/, v.email],
    [/Phone Number/, v.phone],
    [/Cleaner Preference/, v.cleanerPreference],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return onDone;
}

describe('PreSubscribeForm (Enter Your Details)', () => {
  it('asks for the e-mail in an email input and the phone in a tel input', () => {
    renderMarketing(<PreSubscribeForm plan={plan} onDone={jest.fn()} />);
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('type', 'tel');
  });

  it.each([
    ['no full name', { fullName: '' }, 'Please fill in all fields.'],
    ['no e-mail', { email: '' }, 'Please fill in all fields.'],
    ['no phone', { phone: '' }, 'Please fill in all fields.'],
    ['no cleaner preference', { cleanerPreference: '' }, 'Please fill in all fields.'],
    ['a blank name', { fullName: '   ' }, 'Please fill in all fields.'],
    ['a malformed e-mail', { email: 'kemi@example' }, 'Please enter a valid email address.'],
    ['a phone that is not Nigerian', { phone: '12345' }, 'Please enter a valid Nigerian phone number.'],
  ])('refuses %s and stores nothing', async (_case, values, message) => {
    const onDone = await fillAndSubmit(values);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onDone).not.toHaveBeenCalled();
    expect(watch.from).not.toHaveBeenCalled();
  });

  it('refuses text longer than the database keeps', () => {
    expect(preSubscriptionError({ ...VALID, fullName: 'n'.repeat(121) })).toBe('Full Name must be at most 120 characters.');
    expect(preSubscriptionError({ ...VALID, cleanerPreference: 'p'.repeat(201) })).toBe('Cleaner Preference must be at most 200 characters.');
    expect(preSubscriptionError(VALID)).toBeUndefined();
  });

  it('sends valid details to pre_subscriptions (here the server is unreachable, so it fails and stays open)', async () => {
    const onDone = await fillAndSubmit({});
    await waitFor(() => expect(watch.from).toHaveBeenCalledWith('pre_subscriptions'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error submitting your details: /);
    expect(onDone).not.toHaveBeenCalled();
  });
});
