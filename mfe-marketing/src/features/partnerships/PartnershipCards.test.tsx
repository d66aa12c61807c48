import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarketing } from '../../test/render';
import { PartnershipCards } from './PartnershipCards';

const submitted: unknown[] = [];
let failWith: string | null = null;

jest.mock('@spotless/shared-data', () => {
  const actual = jest.requireActual('@spotless/shared-data');
  return {
    ...actual,
    submitPartnershipEnquiry: jest.fn(async (input: unknown) => {
      if (failWith) throw new actual.DataError(actual.MESSAGES.visitors.formSubmitFailed(failWith));
      submitted.push(input);
    }),
    usePartnershipEnquiry: () => {
      const { useMutation } = jest.requireActual('@tanstack/react-query');
      const mocked = jest.requireMock('@spotless/shared-data') as { submitPartnershipEnquiry: (input: unknown) => Promise<void> };
      return useMutation({ mutationFn: mocked.submitPartnershipEnquiry });
    },
  };
});

// Typing into three fields on a shared 2-core machine can take a few seconds.
jest.setTimeout(30_000);

beforeEach(() => {
  submitted.length = 0;
  failWith = null;
});

describe('PartnershipCards', () => {
  it('shows the six partner types, each with Partner with Us', () => {
    renderMarketing(<PartnershipCards />);
    for (const type of ['Construction Companies', 'Real Estate Companies', 'Schools', 'Event Planners', 'Parks', 'Corporate Bodies']) {
      expect(screen.getByRole('heading', { name: type })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Partner with Us: ${type}` })).toBeInTheDocument();
    }
  });

  it('requires organisation, address and contact number; email is optional; closes after a successful submit', async () => {
    const user = userEvent.setup();
    renderMarketing(<PartnershipCards />);
    await user.click(screen.getByRole('button', { name: 'Partner with Us: Parks' }));
    const dialog = screen.getByRole('dialog', { name: 'Partner with Us: Parks' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);
    expect(submitted).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Organization Name/), 'Ikoyi Recreation Park');
    await user.type(within(dialog).getByLabelText(/^Address/), '1 Bourdillon Road, Ikoyi, Lagos');
    await user.type(within(dialog).getByLabelText(/^Contact Number/), '08031234567');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitted).toEqual([
      { organizationName: 'Ikoyi Recreation Park', address: '1 Bourdillon Road, Ikoyi, Lagos', contactNumber: '08031234567', email: '', partnerType: 'Parks' },
    ]);
  });

  it('keeps the form open with "Error submitting form: {message}" when saving fails', async () => {
    failWith = 'network down';
    const user = userEvent.setup();
    renderMarketing(<PartnershipCards />);
    await user.click(screen.getByRole('button', { name: 'Partner with Us: Schools' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Organization Name/), 'Greenfield College');
    await user.type(within(dialog).getByLabelText(/^Address/), 'Owerri, Imo');
    await user.type(within(dialog).getByLabelText(/^Contact Number/), '08031234567');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Error submitting form: network down')).toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup();
    renderMarketing(<PartnershipCards />);
    await user.click(screen.getByRole('button', { name: 'Partner with Us: Schools' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
