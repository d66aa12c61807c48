import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarketing } from '../../test/render';
import { PriceEstimator } from './PriceEstimator';

const plan = {
  id: 'plan-1',
  building_type: 'residential',
  num_rooms: 2,
  frequency_id: 1,
  price_kobo: 7_200_000,
  discount_percentage: 10,
  final_price_kobo: 6_480_000,
  description: '4 visits a month for a 2-room residential property.',
  frequency_name: 'Weekly',
};

jest.mock('@spotless/shared-data', () => {
  const actual = jest.requireActual('@spotless/shared-data');
  const { useMutation, useQuery } = jest.requireActual('@tanstack/react-query');
  return {
    ...actual,
    useFrequencies: () => useQuery({ queryKey: ['frequencies'], queryFn: async () => [{ id: 1, name: 'Weekly' }, { id: 2, name: 'Monthly' }] }),
    usePlanCheck: () => useMutation({ mutationFn: async (q: { frequencyId: number }) => (q.frequencyId === 1 ? plan : null) }),
  };
});

describe('PriceEstimator', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the plan price for building type, rooms and frequency, or "No matching subscription found"', async () => {
    const user = userEvent.setup();
    renderMarketing(<PriceEstimator />);
    await user.selectOptions(screen.getByLabelText('Building Type'), 'residential');
    await user.selectOptions(screen.getByLabelText('Number of Rooms'), '2');
    await user.selectOptions(await screen.findByLabelText('Frequency'), await screen.findByRole('option', { name: 'Weekly' }));
    expect(await screen.findByText(/Estimated price:/)).toHaveTextContent('Estimated price: ₦64,800.00 / month');
    expect(screen.getByRole('button', { name: 'Pre-Subscribe Now' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Frequency'), 'Monthly');
    expect(await screen.findByText('No matching subscription found')).toBeInTheDocument();
  });

  it('clears itself 50 s after the last input', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderMarketing(<PriceEstimator />);
    await user.selectOptions(screen.getByLabelText('Building Type'), 'commercial');
    act(() => jest.advanceTimersByTime(49_000));
    expect(screen.getByLabelText('Building Type')).toHaveValue('commercial');
    await user.selectOptions(screen.getByLabelText('Number of Rooms'), '3');
    act(() => jest.advanceTimersByTime(49_000));
    expect(screen.getByLabelText('Number of Rooms')).toHaveValue('3');
    act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.getByLabelText('Building Type')).toHaveValue(''));
    expect(screen.getByLabelText('Number of Rooms')).toHaveValue('');
  });
});
