import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminSubmission } from '../../test/fixtures';
import { VerificationTable } from './VerificationTable';

const rows = [adminSubmission(), adminSubmission({ id: 'v-2', cleaner_id: 'c-3', cleaner_name: 'Ngozi Eke', status: 'rejected', review_note: 'Blurry ID' })];
const handlers = () => ({ onStatus: jest.fn(), onOpenDocument: jest.fn(), onVerify: jest.fn(), onReject: jest.fn(() => Promise.resolve(true)) });

describe('VerificationTable', () => {
  it('opens each document through the container and verifies a pending cleaner', async () => {
    const h = handlers();
    renderAdmin(<VerificationTable rows={rows} status="all" {...h} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Government ID of Tunde Bello' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proof of address of Tunde Bello' }));
    expect(h.onOpenDocument.mock.calls).toEqual([
      ['v-1', 'government_id'],
      ['v-1', 'address_proof'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Verify Tunde Bello' }));
    expect(h.onVerify).toHaveBeenCalledWith(expect.objectContaining({ cleaner_id: 'c-2' }));
    // A decided submission offers no decision again.
    expect(screen.queryByRole('button', { name: 'Verify Ngozi Eke' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Verification submissions' })).getByText('Blurry ID')).toBeInTheDocument();
  });

  it('reports the chosen status filter', async () => {
    const h = handlers();
    renderAdmin(<VerificationTable rows={[]} status="pending" {...h} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'rejected' } });
    expect(h.onStatus).toHaveBeenCalledWith('rejected');
    expect(await screen.findByText('No verification requests found.')).toBeInTheDocument();
  });

  it('rejects only with a reason, and closes the dialog once stored', async () => {
    const h = handlers();
    renderAdmin(<VerificationTable rows={rows} status="pending" {...h} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Tunde Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Tunde Bello' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason for the rejection.')).toBeInTheDocument();
    expect(h.onReject).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'ID photo unreadable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(h.onReject).toHaveBeenCalledWith(expect.objectContaining({ id: 'v-1' }), 'ID photo unreadable');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog and the reason when the rejection failed', async () => {
    const h = { ...handlers(), onReject: jest.fn(() => Promise.resolve(false)) };
    renderAdmin(<VerificationTable rows={rows} status="pending" {...h} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Tunde Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Tunde Bello' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Expired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(h.onReject).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Reject Tunde Bello' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Expired');
  });
});
