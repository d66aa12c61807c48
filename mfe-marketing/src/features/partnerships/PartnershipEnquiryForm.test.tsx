// The Partner with Us form with shared-data's real checks behind it (PartnershipCards.test.tsx covers the modal flow
// with the data call replaced): invalid input gets the spec's "Error submitting form: {message}" and no table write.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarketing } from '../../test/render';
import { watchTableWrites } from '../../test/watch-supabase';
import { PartnershipEnquiryForm } from './PartnershipEnquiryForm';

const VALID = { organizationName: 'Greenfield College', address: 'Owerri, Imo', contactNumber: '0803 123 4567', email: '' };

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
  renderMarketing(<PartnershipEnquiryForm partnerType="Schools" onDone={onDone} />);
  for (const [label, value] of [
    [/^Organization Name/, v.organizationName],
    [/^Address/, v.address],
    [/^Contact Number/, v.contactNumber],
    [/^Email/, v.email],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return onDone;
}

describe('PartnershipEnquiryForm', () => {
  it.each([
    ['a contact number that is not Nigerian', { contactNumber: '12345' }, 'Error submitting form: Please enter a valid Nigerian phone number.'],
    ['a malformed e-mail', { email: 'head@school' }, 'Error submitting form: please check the email address.'],
  ])('refuses %s and stores nothing', async (_case, values, message) => {
    const onDone = await fillAndSubmit(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(watch.from).not.toHaveBeenCalled();
  });

  it('marks each missing required field and stores nothing', async () => {
    const onDone = await fillAndSubmit({ organizationName: '', address: ' ' });
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(onDone).not.toHaveBeenCalled();
    expect(watch.from).not.toHaveBeenCalled();
  });

  it('sends a valid enquiry to partnership_enquiries (here the server is unreachable, so it fails and stays open)', async () => {
    const onDone = await fillAndSubmit({ email: 'head@greenfield.edu.ng' });
    await waitFor(() => expect(watch.from).toHaveBeenCalledWith('partnership_enquiries'));
    expect(await screen.findByText(/^Error submitting form: /)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
