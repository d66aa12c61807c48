import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGuest } from '../../test/render';
import { bid, booking, quoteRequest } from '../../test/fixtures';
import { BookingList, QuoteRequestList } from './RequestLists';

describe('QuoteRequestList', () => {
  it('lists bids cheapest first as given, in naira, and accepts one', async () => {
    const onAccept = jest.fn();
    renderGuest(<QuoteRequestList requests={[quoteRequest()]} acceptingBidId={null} onAccept={onAccept} />);
    const rows = screen.getAllByTestId('bid-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Adaeze Nwosu');
    expect(rows[0]).toHaveTextContent('₦35,000.00');
    expect(rows[0]).toHaveTextContent('4.5 ★ (12)');
    expect(rows[1]).not.toHaveTextContent('★');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Accept bid from Adaeze Nwosu' }));
    expect(onAccept).toHaveBeenCalledWith('bid-1');
  });

  it('offers no Accept once the request is awarded, and shows the status', () => {
    const awarded = quoteRequest({ status: 'awarded', bids: [bid({ status: 'accepted' }), bid({ id: 'bid-2', status: 'rejected' })] });
    renderGuest(<QuoteRequestList requests={[awarded]} acceptingBidId={null} onAccept={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(screen.getByText('Awarded')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('says so when a request has no bids, and when there are no requests', () => {
    const { unmount } = renderGuest(<QuoteRequestList requests={[quoteRequest({ bids: [] })]} acceptingBidId={null} onAccept={jest.fn()} />);
    expect(screen.getByText('No bids for this request.')).toBeInTheDocument();
    unmount();
    renderGuest(<QuoteRequestList requests={[]} acceptingBidId={null} onAccept={jest.fn()} />);
    expect(screen.getByText('No requests found.')).toBeInTheDocument();
  });

  it('shows the answer of the cleaner a request was sent to: declined or accepted', () => {
    const target = { target_cleaner_id: 'c-1', target: { display_name: 'Adaeze Nwosu' } };
    const { unmount } = renderGuest(<QuoteRequestList requests={[quoteRequest({ ...target, status: 'closed', bids: [] })]} acceptingBidId={null} onAccept={jest.fn()} />);
    expect(screen.getByText('Declined by the cleaner')).toBeInTheDocument();
    unmount();
    renderGuest(<QuoteRequestList requests={[quoteRequest({ ...target, status: 'awarded', bids: [bid({ status: 'accepted' })] })]} acceptingBidId={null} onAccept={jest.fn()} />);
    expect(screen.getByText('Accepted: see your bookings')).toBeInTheDocument();
  });

  it('names the cleaner a direct request went to', () => {
    renderGuest(<QuoteRequestList requests={[quoteRequest({ target_cleaner_id: 'c-1', target: { display_name: 'Adaeze Nwosu' } })]} acceptingBidId={null} onAccept={jest.fn()} />);
    expect(screen.getByTestId('quote-request')).toHaveTextContent('to Adaeze Nwosu');
  });
});

describe('BookingList', () => {
  it('shows services, status, budget and who cleans', () => {
    renderGuest(<BookingList bookings={[booking(), booking({ id: 'b-2', price_kobo: 3_000_000, cleaner_id: 'c-1', cleaner: { display_name: 'Emeka Eze' }, status: 'accepted' })]} />);
    const [first, second] = screen.getAllByTestId('booking');
    expect(first).toHaveTextContent('House Cleaning, Window Cleaning');
    expect(first).toHaveTextContent('Budget: ₦25,000.00');
    expect(first).toHaveTextContent('Cleaner: to be matched');
    expect(second).toHaveTextContent('Price: ₦30,000.00');
    expect(second).toHaveTextContent('Cleaner: Emeka Eze');
    expect(second).toHaveTextContent('Accepted');
  });

  it('offers Confirm completion only once the cleaner marked the job done', async () => {
    const onConfirm = jest.fn();
    renderGuest(<BookingList bookings={[booking({ status: 'awaiting_confirmation' }), booking({ id: 'b-2', status: 'accepted' }), booking({ id: 'b-3', status: 'completed' })]} onConfirm={onConfirm} />);
    const [waiting, accepted, completed] = screen.getAllByTestId('booking');
    expect(waiting).toHaveTextContent('Awaiting confirmation');
    expect(within(accepted!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(completed!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(waiting!).getByRole('button', { name: 'Confirm completion of House Cleaning, Window Cleaning' }));
    expect(onConfirm).toHaveBeenCalledWith('b-1');
  });

  it('shows the reference people can quote or search for', () => {
    renderGuest(<BookingList bookings={[booking({ id: '3f2a91c0-7b1d-4e2f-9a8b-0c1d2e3f4a5b' })]} />);
    expect(within(screen.getByTestId('booking')).getByTestId('reference')).toHaveTextContent('Ref BK-3F2A91C0');
  });

  it('shows the empty text', () => {
    renderGuest(<BookingList bookings={[]} />);
    expect(screen.getByText('No bookings found.')).toBeInTheDocument();
  });
});
