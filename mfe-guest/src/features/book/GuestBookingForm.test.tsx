import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGuest } from '../../test/render';
import { watchSupabase, type SupabaseWatch } from '../../test/watch-supabase';
import { GuestBookingForm, guestBookingErrors } from './GuestBookingForm';

let supabase: SupabaseWatch;
beforeAll(async () => {
  supabase = await watchSupabase();
});
afterAll(() => supabase.stop());
beforeEach(() => jest.clearAllMocks());

const REQUIRED_TEXT = 'Please fill in your name, phone number, and select at least one service.';
const VALID = { fullName: 'Tunde Bakare', phone: '0803 123 4567', email: '', location: 'Surulere, Lagos', budget: '', service: 'House Cleaning', slot: '10:00–12:00' };
const DAYS = [{ date: '2026-11-27', label: 'Fri 27 Nov 2026', slots: [{ starts_at: '2026-11-27T09:00:00Z', label: '10:00–12:00' }] }];

async function fillAndSubmit(values: Partial<typeof VALID>) {
  const v = { ...VALID, ...values };
  const user = userEvent.setup();
  const onSubmitted = jest.fn();
  renderGuest(<GuestBookingForm onSubmitted={onSubmitted} slotDays={DAYS} />);
  for (const [label, value] of [
    [/Full name/, v.fullName],
    [/Phone number/, v.phone],
    [/Email/, v.email],
    [/Location/, v.location],
    [/Budget/, v.budget],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  if (v.service) await user.click(screen.getByRole('checkbox', { name: v.service }));
  if (v.slot) await user.click(await screen.findByRole('button', { name: v.slot }));
  await user.click(screen.getByRole('button', { name: 'Submit Booking' }));
  return onSubmitted;
}

describe('GuestBookingForm', () => {
  it.each([
    ['no name', { fullName: '' }],
    ['no phone', { phone: '' }],
    ['no service', { service: '' }],
    ['a blank name', { fullName: '   ' }],
  ])('says the spec text for %s and signs nobody in', async (_case, values) => {
    const onSubmitted = await fillAndSubmit(values);
    expect((await screen.findAllByText(REQUIRED_TEXT)).length).toBeGreaterThan(0);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(supabase.signIn).not.toHaveBeenCalled();
    expect(supabase.rpc).not.toHaveBeenCalled();
  });

  // The first submit opens the guest's anonymous session: input the database would refuse must stop before it.
  it.each([
    ['a phone that is not Nigerian', { phone: '12345' }, 'Please enter a valid Nigerian phone number.'],
    ['a malformed e-mail', { email: 'tunde@example' }, 'Please enter a valid email address.'],
    ['no location', { location: '' }, 'Please enter a location.'],
    ['a budget that is not naira', { budget: 'lots' }, 'Please enter the budget in naira, e.g. 25000.'],
  ])('refuses %s before signing the guest in', async (_case, values, message) => {
    const onSubmitted = await fillAndSubmit(values);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED_TEXT)).not.toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(supabase.signIn).not.toHaveBeenCalled();
    expect(supabase.rpc).not.toHaveBeenCalled();
  });

  it('asks for a date and a time before signing the guest in', async () => {
    const onSubmitted = await fillAndSubmit({ slot: '' });
    expect((await screen.findAllByText('Choose a date and a time.')).length).toBeGreaterThan(0);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(supabase.signIn).not.toHaveBeenCalled();
  });

  it('refuses text longer than the database keeps', () => {
    const values = { fullName: 'x'.repeat(121), phone: '08031234567', email: '', location: 'Yaba', budget: '₦25,000', rooms: '', buildingType: '', buildingCondition: '', hasWater: 'yes', specialRequest: 'z'.repeat(2001) };
    expect(guestBookingErrors(values)).toEqual({
      fullName: 'Full name must be at most 120 characters.',
      specialRequest: 'Special request must be at most 2000 characters.',
    });
  });

  it('signs the guest in only for a valid booking (here the server is unreachable, so it fails)', async () => {
    const onSubmitted = await fillAndSubmit({ email: 'tunde@example.ng', budget: '25,000' });
    await waitFor(() => expect(supabase.signIn).toHaveBeenCalledTimes(1));
    expect((await screen.findAllByText('Error creating booking')).length).toBeGreaterThan(0);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(supabase.rpc).not.toHaveBeenCalled();
  });
});
