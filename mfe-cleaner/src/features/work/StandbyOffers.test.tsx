import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StandbyOffer } from '@spotless/shared-data/standby';
import { renderCleaner } from '../../test/render';
import { StandbyOffers } from './StandbyOffers';

const mockAccept = jest.fn();
jest.mock('@spotless/shared-data/standby', () => {
  const actual = jest.requireActual('@spotless/shared-data/standby');
  return { ...actual, useAcceptStandbyOffer: () => ({ mutateAsync: (input: unknown) => mockAccept(input), isPending: false }) };
});

const offer = (overrides: Partial<StandbyOffer> = {}): StandbyOffer => ({
  offerId: 'o1', bookingId: 'b1', services: ['Deep Cleaning'], location: 'Allen Avenue, Ikeja', state: 'Lagos', lga: 'Ikeja',
  startsAt: '2026-11-28T09:00:00Z', endsAt: '2026-11-28T11:00:00Z', scheduledDate: '2026-11-28', numRooms: 3,
  buildingType: 'residential', buildingCondition: 'old', priceKobo: 3_000_000, budgetKobo: null,
  offeredAt: '2026-11-26T10:00:00Z', deadlineAt: '2026-11-26T14:00:00Z', ...overrides,
});

beforeEach(() => mockAccept.mockReset().mockResolvedValue('b1'));

it('shows each job (place without a repeated LGA, Lagos time, the price it keeps) and accepts it in one tap', async () => {
  renderCleaner(<StandbyOffers offers={[offer()]} loading={false} error={null} onRetry={() => {}} canAccept />);
  const card = screen.getByRole('listitem', { name: 'Standby job: Deep Cleaning' });
  expect(within(card).getByText('Allen Avenue, Ikeja, Lagos')).toBeInTheDocument();
  expect(within(card).getByText(/28 Nov 2026/)).toBeInTheDocument();
  expect(within(card).getByText('₦30,000.00')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: /^Accept standby job: Deep Cleaning/ }));
  expect(mockAccept).toHaveBeenCalledWith({ offerId: 'o1', priceKobo: null });
});

it('asks for a price when the job never had one', async () => {
  renderCleaner(<StandbyOffers offers={[offer({ priceKobo: null, budgetKobo: 2_000_000 })]} loading={false} error={null} onRetry={() => {}} canAccept />);
  await userEvent.click(screen.getByRole('button', { name: /^Accept standby job/ }));
  expect(mockAccept).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox')).toHaveValue('20000');
});

it('says when there are none, and cannot be accepted by a cleaner who may not take work', () => {
  const first = renderCleaner(<StandbyOffers offers={[]} loading={false} error={null} onRetry={() => {}} canAccept />);
  expect(screen.getByText('No standby jobs right now.')).toBeInTheDocument();
  first.unmount();
  renderCleaner(<StandbyOffers offers={[offer()]} loading={false} error={null} onRetry={() => {}} canAccept={false} />);
  expect(screen.getByRole('button', { name: /^Accept standby job/ })).toBeDisabled();
});
