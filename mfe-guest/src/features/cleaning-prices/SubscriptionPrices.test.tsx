import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCheckedPlan } from '@spotless/shared-data';
import { renderGuest } from '../../test/render';
import { plan } from '../../test/fixtures';
import { watchSupabase, type SupabaseWatch } from '../../test/watch-supabase';
import { SubscriptionPrices } from './SubscriptionPrices';

let supabase: SupabaseWatch;
beforeAll(async () => {
  supabase = await watchSupabase();
});
afterAll(() => supabase.stop());
beforeEach(() => jest.clearAllMocks());

async function choose(user: ReturnType<typeof userEvent.setup>, rooms?: string) {
  await user.selectOptions(await screen.findByLabelText(/Building Type/), 'residential');
  if (rooms) await user.selectOptions(screen.getByLabelText(/Number of Rooms/), rooms);
}

describe('SubscriptionPrices (the one subscription price tool, bound to shared-data)', () => {
  it('asks for building type, rooms and frequency before looking a plan up', async () => {
    const user = userEvent.setup();
    renderGuest(<SubscriptionPrices />);
    await choose(user, '3');
    await user.click(screen.getByRole('button', { name: 'Check Price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(supabase.from).not.toHaveBeenCalledWith('subscription_plans');
  });

  it('offers rooms 1 to 10 and the frequencies from the database', async () => {
    renderGuest(<SubscriptionPrices />);
    const rooms = await screen.findByLabelText(/Number of Rooms/);
    expect([...rooms.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Select rooms', '1 room', ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `${n} rooms`)]);
    expect(supabase.from).toHaveBeenCalledWith('frequencies');
  });

  it('shows a plan as "Monthly Subscription For <rooms> <type> (<frequency>)" with its discount', () => {
    expect(toCheckedPlan(plan())).toEqual({
      id: 'plan-1',
      frequencyId: 1,
      numRooms: 3,
      buildingTypeLabel: 'Residential',
      frequencyName: 'Weekly',
      priceKobo: 10_800_000,
      finalPriceKobo: 9_720_000,
      discountPercentage: 10,
      description: '4 visits a month for a 3-room residential property.',
    });
  });
});
