import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminQuoteRequest } from '../../test/fixtures';
import { QuoteRequestsPanel } from './QuoteRequestsPanel';

const table = () => screen.getByRole('table', { name: 'Guest quote requests' });
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);

describe('QuoteRequestsPanel', () => {
  it('switches between Admin View (with contacts) and Cleaner View (without)', async () => {
    renderAdmin(<QuoteRequestsPanel rows={[adminQuoteRequest()]} caption="Guest quote requests" toggle renderBids={() => null} />);
    await screen.findByRole('table', { name: 'Guest quote requests' });
    expect(screen.getByRole('button', { name: 'Admin View' })).toHaveAttribute('aria-pressed', 'true');
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Phone', 'Email', 'Service']));
    expect(within(table()).getByText('+2348031234567')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cleaner View' }));
    expect(screen.getByRole('button', { name: 'Cleaner View' })).toHaveAttribute('aria-pressed', 'true');
    expect(headers()).not.toContain('Phone');
    expect(within(table()).queryByText('+2348031234567')).not.toBeInTheDocument();
    expect(within(table()).getByText('Lekki, Lagos')).toBeInTheDocument();
  });

  it('offers no toggle for client requests and always shows contacts', async () => {
    renderAdmin(<QuoteRequestsPanel rows={[adminQuoteRequest({ requester_kind: 'client' })]} caption="Guest quote requests" renderBids={() => null} />);
    await screen.findByRole('table', { name: 'Guest quote requests' });
    expect(screen.queryByRole('button', { name: 'Cleaner View' })).not.toBeInTheDocument();
    expect(headers()).toContain('Email');
  });

  it('expands a request with bids into its bids', async () => {
    const renderBids = jest.fn((r: { id: string }) => <p>Bids of {r.id}</p>);
    renderAdmin(<QuoteRequestsPanel rows={[adminQuoteRequest(), adminQuoteRequest({ id: 'q-2', bid_count: 0 })]} caption="Guest quote requests" renderBids={renderBids} />);
    await screen.findByRole('table', { name: 'Guest quote requests' });
    const expanders = within(table()).getAllByRole('button', { name: /expand/i });
    expect(expanders).toHaveLength(1);
    await userEvent.click(expanders[0]!);
    expect(await screen.findByText('Bids of q-1')).toBeInTheDocument();
  });

  it('shows the given empty text', async () => {
    renderAdmin(<QuoteRequestsPanel rows={[]} caption="Approved client requests" emptyText="No approved requests found." renderBids={() => null} />);
    expect(await screen.findByText('No approved requests found.')).toBeInTheDocument();
  });
});
