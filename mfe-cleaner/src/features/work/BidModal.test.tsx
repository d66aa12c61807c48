import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CleanerQuoteRequest } from '@spotless/shared-data/cleaner';
import { renderCleaner } from '../../test/render';
import { BidModal } from './BidModal';

const mockAccept = jest.fn();
const mockDecline = jest.fn();
const mockSubmitBid = jest.fn();
jest.mock('@spotless/shared-data/cleaner', () => {
  const actual = jest.requireActual('@spotless/shared-data/cleaner');
  const hook = (fn: () => jest.Mock) => () => ({ mutateAsync: (input: unknown) => fn()(input), isPending: false });
  return {
    ...actual,
    useAcceptQuoteRequest: hook(() => mockAccept),
    useDeclineQuoteRequest: hook(() => mockDecline),
    useSubmitBid: hook(() => mockSubmitBid),
  };
});

const request = (target: string | null): CleanerQuoteRequest =>
  ({
    id: 'q1', requester_kind: 'guest', target_cleaner_id: target, service_type: 'Deep Cleaning', location: 'Lekki', state: 'Lagos', lga: null,
    description: 'Three rooms', budget: '₦40,000', num_rooms: null, building_type: null, building_condition: null, status: 'open', created_at: '2026-01-01T00:00:00Z',
  }) as CleanerQuoteRequest;

const [accept, decline, submitBid] = [mockAccept, mockDecline, mockSubmitBid];

beforeEach(() => {
  accept.mockReset().mockResolvedValue('b1');
  decline.mockReset().mockResolvedValue(undefined);
  submitBid.mockReset().mockResolvedValue('bid1');
});

it('a request sent to this cleaner is accepted at their price, not bid on', async () => {
  const onClose = jest.fn();
  renderCleaner(<BidModal request={request('me')} onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: 'Request sent to you' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit Bid' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Your price/), '45000');
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(accept).toHaveBeenCalledWith({ quoteRequestId: 'q1', priceKobo: 4_500_000 });
  expect(submitBid).not.toHaveBeenCalled();
  expect(onClose).toHaveBeenCalled();
});

it('asks for the price before accepting, and Decline needs none', async () => {
  renderCleaner(<BidModal request={request('me')} onClose={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(accept).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
  expect(decline).toHaveBeenCalledWith('q1');
});

it('a request open to all cleaners is bid on as before', async () => {
  renderCleaner(<BidModal request={request(null)} onClose={() => {}} />);
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Your bid amount/), '30000');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
  expect(submitBid).toHaveBeenCalledWith({ quoteRequestId: 'q1', amountKobo: 3_000_000 });
});
