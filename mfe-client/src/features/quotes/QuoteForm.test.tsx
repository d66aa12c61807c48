// The client's Request Cleaning Quote form: service type, location and description required (spec §5), budget
// optional; nothing is sent until they are there.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderClient } from '../../test/render';
import { QuoteForm } from './RequestQuotePage';

jest.setTimeout(30_000);

async function submitWith(values: { serviceType?: string; location?: string; description?: string; budget?: string }) {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderClient(<QuoteForm submitting={false} onSubmit={onSubmit} />);
  if (values.serviceType) await user.selectOptions(screen.getByLabelText(/Service type/), values.serviceType);
  if (values.location) await user.type(screen.getByLabelText(/Location/), values.location);
  if (values.description) await user.type(screen.getByLabelText(/Description/), values.description);
  if (values.budget) await user.type(screen.getByLabelText(/Budget/), values.budget);
  await user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
  return onSubmit;
}

const VALID = { serviceType: 'Office Cleaning', location: 'Victoria Island, Lagos', description: 'Open-plan office, 40 desks.' };

describe('QuoteForm (client)', () => {
  it.each([
    ['no service type', { ...VALID, serviceType: undefined }],
    ['no location', { ...VALID, location: undefined }],
    ['a blank location', { ...VALID, location: '   ' }],
    ['no description', { ...VALID, description: undefined }],
  ])('refuses %s with "Please fill all required fields." and sends nothing', async (_case, values) => {
    const onSubmit = await submitWith(values);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a complete request; the budget is optional', async () => {
    const onSubmit = await submitWith(VALID);
    expect(onSubmit).toHaveBeenCalledWith({ ...VALID, budget: '' }, expect.any(Function));
  });
});
