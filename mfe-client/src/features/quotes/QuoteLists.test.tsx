import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderClient } from '../../test/render';
import { bid, quoteRequest } from '../../test/fixtures';
import { ApprovedTable, approvedRows, RequestList } from './QuoteLists';

const noop = () => undefined;

describe('RequestList', () => {
  it('lists each request with its bids cheapest first, in naira, with rating; Approve and Reject pass the bid', async () => {
    const onApprove = jest.fn();
    const onReject = jest.fn();
    renderClient(<RequestList requests={[quoteRequest()]} busyBidId={null} onApprove={onApprove} onReject={onReject} onDetails={noop} onDelete={noop} />);
    const rows = await screen.findAllByTestId('bid-row', {}, { timeout: 15_000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Adaeze Nwosu');
    expect(rows[0]).toHaveTextContent('₦35,000');
    expect(rows[0]).toHaveTextContent('4.5 ★ (12)');
    expect(rows[1]).toHaveTextContent('Tunde Bello');
    expect(rows[1]).toHaveTextContent('No reviews yet');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Approve bid of Adaeze Nwosu' }));
    expect(onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 'bid-1' }));
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Reject bid of Tunde Bello' }));
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ id: 'bid-2' }));
  });

  it('shows the reference the client can quote or search for', () => {
    renderClient(<RequestList requests={[quoteRequest({ id: '0a1b2c3d-0000-4000-8000-000000000001' })]} busyBidId={null} onApprove={noop} onReject={noop} onDetails={noop} onDelete={noop} />);
    expect(screen.getByTestId('reference')).toHaveTextContent('Ref QR-0A1B2C3D');
  });

  it('offers no decisions and no Delete once a request is approved', () => {
    const awarded = quoteRequest({ status: 'awarded', awarded_bid_id: 'bid-1', bids: [bid({ status: 'accepted' }), bid({ id: 'bid-2', status: 'rejected' })] });
    renderClient(<RequestList requests={[awarded]} busyBidId={null} onApprove={noop} onReject={noop} onDetails={noop} onDelete={noop} />);
    expect(screen.queryByRole('button', { name: /Approve|Reject|Delete request/ })).not.toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('shows the spec texts for a request without bids and for no requests', async () => {
    const { unmount } = renderClient(<RequestList requests={[quoteRequest({ bids: [] })]} busyBidId={null} onApprove={noop} onReject={noop} onDetails={noop} onDelete={noop} />);
    expect(await screen.findByText('No bids for this request.')).toBeInTheDocument();
    unmount();
    renderClient(<RequestList requests={[]} busyBidId={null} onApprove={noop} onReject={noop} onDetails={noop} onDelete={noop} />);
    expect(screen.getByText('No requests found.')).toBeInTheDocument();
  });

  it('Delete request and View details pass the request', async () => {
    const onDelete = jest.fn();
    const onDetails = jest.fn();
    renderClient(<RequestList requests={[quoteRequest()]} busyBidId={null} onApprove={noop} onReject={noop} onDetails={onDetails} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    await userEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'q-1' }));
    expect(onDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 'q-1' }));
  });
});

describe('ApprovedTable', () => {
  it('shows the winning bid, the hired cleaner contact and the profile link', async () => {
    const awarded = quoteRequest({ status: 'awarded', awarded_bid_id: 'bid-1', bids: [bid({ status: 'accepted' })] });
    const rows = approvedRows([awarded, quoteRequest({ id: 'q-2' })], [{ id: 'c-1', full_name: 'Adaeze Nwosu', email: 'ada@example.ng', phone: '+2348031112222' }]);
    expect(rows).toHaveLength(1);
    renderClient(<ApprovedTable rows={rows} />);
    const row = await screen.findByTestId('approved-row');
    expect(row).toHaveTextContent('Adaeze Nwosu');
    expect(row).toHaveTextContent('₦35,000');
    expect(within(row).getByRole('link', { name: '+2348031112222' })).toHaveAttribute('href', 'tel:+2348031112222');
    expect(within(row).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/cleaners/c-1');
  });

  it('says No approved requests found. when there are none', async () => {
    renderClient(<ApprovedTable rows={[]} />);
    expect(await screen.findByText('No approved requests found.')).toBeInTheDocument();
  });
});
