import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGuest } from '../test/render';
import { watchSupabase, type SupabaseWatch } from '../test/watch-supabase';
import { QuoteRequestForm, quoteFormErrors } from './QuoteRequestForm';

let supabase: SupabaseWatch;
beforeAll(async () => {
  supabase = await watchSupabase();
});
afterAll(() => supabase.stop());
beforeEach(() => jest.clearAllMocks());

const VALID = { serviceType: 'Deep Cleaning', fullName: 'Amaka Obi', location: 'Yaba, Lagos', description: 'Two rooms.', phone: '0803 123 4567', email: '', budget: '' };

async function fillAndSubmit(values: Partial<typeof VALID>) {
  const v = { ...VALID, ...values };
  const user = userEvent.setup();
  renderGuest(<QuoteRequestForm targetCleanerId="c-1" />);
  await user.selectOptions(screen.getByLabelText(/Service type/), v.serviceType);
  for (const [label, value] of [
    [/Full name/, v.fullName],
    [/Phone number/, v.phone],
    [/Email/, v.email],
    [/Location/, v.location],
    [/Description/, v.description],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
}

describe('QuoteRequestForm', () => {
  it('offers the five quote service types', () => {
    renderGuest(<QuoteRequestForm />);
    const options = Array.from((screen.getByLabelText(/Service type/) as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Select a service', 'House Cleaning', 'Office Cleaning', 'Window Cleaning', 'Carpet Cleaning', 'Deep Cleaning']);
  });

  it('names each missing required field and sends nothing', async () => {
    const onSubmitted = jest.fn();
    renderGuest(<QuoteRequestForm onSubmitted={onSubmitted} />);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Amaka');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText('Service type is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please fill all required fields.')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(supabase.signIn).not.toHaveBeenCalled();
  });

  it('treats blank text as missing; email and budget are optional', () => {
    const errors = quoteFormErrors({ ...VALID, fullName: '  ' });
    expect(errors).toEqual({ fullName: 'Full name is required' });
  });

  // The first submit opens the guest's anonymous session: input the database would refuse must stop before it.
  it.each([
    ['a phone that is not Nigerian', { phone: '12345' }, 'Please enter a valid Nigerian phone number.'],
    ['a foreign number', { phone: '+44 20 7946 0958' }, 'Please enter a valid Nigerian phone number.'],
    ['a malformed e-mail', { email: 'amaka@' }, 'Please enter a valid email address.'],
  ])('refuses %s before signing the guest in', async (_case, values, message) => {
    await fillAndSubmit(values);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Please fill all required fields.')).not.toBeInTheDocument();
    expect(supabase.signIn).not.toHaveBeenCalled();
    expect(supabase.rpc).not.toHaveBeenCalled();
  });

  it('refuses text longer than the database keeps', () => {
    expect(quoteFormErrors({ ...VALID, fullName: 'x'.repeat(121), description: 'y'.repeat(4001) })).toEqual({
      fullName: 'Full name must be at most 120 characters.',
      description: 'Description must be at most 4000 characters.',
    });
    renderGuest(<QuoteRequestForm />);
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText(/Description/)).toHaveAttribute('maxLength', '4000');
  });

  it('signs the guest in only for a valid request (here the server is unreachable, so it fails)', async () => {
    await fillAndSubmit({ email: 'amaka@example.ng' });
    await waitFor(() => expect(supabase.signIn).toHaveBeenCalledTimes(1));
    expect((await screen.findAllByText('Failed to submit quote request. Please try again.')).length).toBeGreaterThan(0);
    expect(supabase.rpc).not.toHaveBeenCalled();
  });
});
