import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminBid } from '../../test/fixtures';
import { BidsTableView } from './BidsTableView';

const rows = [
  adminBid(),
  adminBid({ id: 'bid-2', cleaner_name: 'Tunde Bello', amount_kobo: 4_500_000, status: 'rejected' }),
  adminBid({ id: 'bid-3', cleaner_name: 'Ngozi Eke', request: { service_type: 'Deep Cleaning', location: 'Lekki', status: 'awarded', requester_kind: 'guest' } }),
];

describe('BidsTableView', () => {
  it('accepts or rejects a pending bid of an open request, amounts in naira', async () => {
    const onAccept = jest.fn();
    const onReject = jest.fn();
    renderAdmin(<BidsTableView rows={rows} caption="Bids on guest requests" onAccept={onAccept} onReject={onReject} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept bid of Adaeze Nwosu (₦35,000.00)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject bid of Adaeze Nwosu (₦35,000.00)' }));
    expect(onAccept).toHaveBeenCalledWith(expect.objectContaining({ id: 'bid-1' }));
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ id: 'bid-1' }));
    expect(screen.getAllByText('Deep Cleaning, Lekki', { selector: 'td' })).toHaveLength(3);
  });

  it('offers no decision on a decided bid or on a request already awarded', async () => {
    renderAdmin(<BidsTableView rows={rows} caption="Bids on guest requests" onAccept={jest.fn()} onReject={jest.fn()} />);
    await screen.findByRole('table', { name: 'Bids on guest requests' });
    expect(screen.queryByRole('button', { name: /Tunde Bello/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ngozi Eke/ })).not.toBeInTheDocument();
  });

  it('disables the buttons of the bid being decided', async () => {
    renderAdmin(<BidsTableView rows={[adminBid()]} caption="Bids" busyBidId="bid-1" onAccept={jest.fn()} onReject={jest.fn()} />);
    expect(await screen.findByRole('button', { name: /Accept bid/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Reject bid/ })).toBeDisabled();
  });

  it("shows each bid's reference (what the list's search finds)", async () => {
    renderAdmin(<BidsTableView rows={[adminBid({ id: '9e8d7c6b-0000-4000-8000-000000000001' })]} caption="Bids" onAccept={jest.fn()} onReject={jest.fn()} />);
    expect(await screen.findByTestId('reference')).toHaveTextContent('BID-9E8D7C6B');
  });

  it('says No bids available. when there are none', async () => {
    renderAdmin(<BidsTableView rows={[]} caption="Bids" onAccept={jest.fn()} onReject={jest.fn()} />);
    expect(await screen.findByText('No bids available.')).toBeInTheDocument();
  });
});
