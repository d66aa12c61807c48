import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_DISPUTE_TEXTS } from '@spotless/shared-data/money';
import { renderAdmin } from '../../test/render';
import { openDispute } from '../../test/fixtures';
import { DisputesTable } from './DisputesTable';

describe('DisputesTable', () => {
  it('lists the booking, both sides, what was paid, the reason and when', async () => {
    renderAdmin(<DisputesTable rows={[openDispute({ customer_kind: 'guest', customer_name: 'Kemi Guest', paid_kobo: 600_000 })]} onResolve={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Open disputes' });
    const [row] = within(table).getAllByTestId('dispute-row');
    expect(row).toHaveTextContent('Deep Cleaning');
    expect(row).toHaveTextContent('Kemi Guest');
    expect(row).toHaveTextContent('Guest');
    expect(row).toHaveTextContent('Adaeze Nwosu');
    expect(row).toHaveTextContent('₦6,000.00');
    expect(row).toHaveTextContent('The kitchen was not cleaned.');
    expect(row).toHaveTextContent('2025');
  });

  it('releases the payout after a confirm dialog, with the note', async () => {
    const onResolve = jest.fn(() => Promise.resolve(true));
    renderAdmin(<DisputesTable rows={[openDispute()]} onResolve={onResolve} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Release payout for Deep Cleaning to Adaeze Nwosu' }));
    const dialog = screen.getByRole('dialog', { name: 'Release payout to Adaeze Nwosu?' });
    expect(onResolve).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Note/), ' Photos show the kitchen done. ');
    await userEvent.click(within(dialog).getByTestId('dispute-confirm'));
    expect(onResolve).toHaveBeenCalledWith(expect.objectContaining({ booking_id: 'b-1' }), 'release', 'Photos show the kitchen done.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refunds in full without a note; Cancel sends nothing; a failure keeps the dialog open', async () => {
    const onResolve = jest.fn(() => Promise.resolve(false));
    renderAdmin(<DisputesTable rows={[openDispute()]} onResolve={onResolve} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund Funke Adeyemi in full for Deep Cleaning' }));
    let dialog = screen.getByRole('dialog', { name: 'Refund Funke Adeyemi in full?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onResolve).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dispute-refund'));
    dialog = screen.getByRole('dialog', { name: 'Refund Funke Adeyemi in full?' });
    await userEvent.click(within(dialog).getByTestId('dispute-confirm'));
    expect(onResolve).toHaveBeenCalledWith(expect.objectContaining({ booking_id: 'b-1' }), 'refund', '');
    await waitFor(() => expect(within(dialog).getByTestId('dispute-confirm')).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Refund Funke Adeyemi in full?' })).toBeInTheDocument();
  });

  it('disables the actions of the dispute being closed, and says when none is open', async () => {
    const { unmount } = renderAdmin(<DisputesTable rows={[openDispute()]} busyId="b-1" onResolve={jest.fn()} />);
    expect(await screen.findByTestId('dispute-release')).toBeDisabled();
    expect(screen.getByTestId('dispute-refund')).toBeDisabled();
    unmount();
    renderAdmin(<DisputesTable rows={[]} onResolve={jest.fn()} />);
    expect(await screen.findByText(ADMIN_DISPUTE_TEXTS.empty)).toBeInTheDocument();
  });
});
