import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/render-with-theme';
import { Toaster } from '../toast/Toaster';
import { checkerProps, WEEKLY_PLAN } from './fixtures';
import { SubscriptionPriceChecker } from './subscription-price-parts';
import type { SubscriptionPriceCheckerProps } from './subscription-price-types';

function renderChecker(over: Partial<SubscriptionPriceCheckerProps> = {}) {
  const props = checkerProps(over);
  renderWithTheme(
    <>
      <Toaster />
      <SubscriptionPriceChecker {...props} />
    </>,
  );
  return props;
}

async function choose(user: ReturnType<typeof userEvent.setup>, buildingType = 'residential') {
  await user.selectOptions(await screen.findByLabelText(/Building Type/), buildingType);
  await user.selectOptions(screen.getByLabelText(/Number of Rooms/), '3');
  await user.selectOptions(screen.getByLabelText(/Frequency/), '1');
}

const DETAILS = { fullName: 'Zainab Bello', email: 'zainab@example.ng', phone: '0803 123 4567', cleanerPreference: 'Weekday mornings' };

async function fillDetails(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Full Name/), DETAILS.fullName);
  await user.type(within(dialog).getByLabelText(/Email Address/), DETAILS.email);
  await user.type(within(dialog).getByLabelText(/Phone Number/), DETAILS.phone);
  await user.type(within(dialog).getByLabelText(/Cleaner Preference/), DETAILS.cleanerPreference);
}

describe('SubscriptionPriceChecker', () => {
  it('asks for all three choices before Check Price looks anything up', async () => {
    const user = userEvent.setup();
    const checkPrice = jest.fn(checkerProps().checkPrice);
    renderChecker({ checkPrice });
    await user.selectOptions(await screen.findByLabelText(/Building Type/), 'residential');
    await user.click(screen.getByRole('button', { name: 'Check Price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(checkPrice).not.toHaveBeenCalled();
  });

  it('shows the matching plan in a card headed "Monthly Subscription For ...", with its discount', async () => {
    const user = userEvent.setup();
    const checkPrice = jest.fn(checkerProps().checkPrice);
    renderChecker({ checkPrice });
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Check Price' }));
    expect(checkPrice).toHaveBeenCalledWith({ buildingType: 'residential', rooms: '3', frequencyId: '1' });
    const card = await screen.findByTestId('plan-card');
    expect(within(card).getByRole('heading')).toHaveTextContent('Monthly Subscription For 3 rooms Residential (Weekly)');
    expect(card).toHaveTextContent('₦97,200.00 / month');
    expect(card).toHaveTextContent('Discount: 10% (was ₦108,000.00)');
  });

  it('says when no plan matches', async () => {
    const user = userEvent.setup();
    renderChecker();
    await choose(user, 'commercial');
    await user.click(screen.getByRole('button', { name: 'Check Price' }));
    expect((await screen.findAllByText('No matching subscription found')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('plan-card')).toBeNull();
  });

  it('shows why a lookup failed', async () => {
    const user = userEvent.setup();
    renderChecker({ checkPrice: () => Promise.reject(new Error('Failed to retrieve subscriptions')) });
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Check Price' }));
    expect((await screen.findAllByText('Failed to retrieve subscriptions')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('plan-card')).toBeNull();
  });

  it('keeps what was typed in Enter Your Details when storing fails, and closes once stored', async () => {
    const user = userEvent.setup();
    const preSubscribe = jest.fn().mockRejectedValueOnce(new Error('Error submitting your details: please try again.')).mockResolvedValueOnce(undefined);
    renderChecker({ preSubscribe });
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Check Price' }));
    await user.click(within(await screen.findByTestId('plan-card')).getByRole('button', { name: 'Pre-Subscribe Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter Your Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(preSubscribe).not.toHaveBeenCalled();
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error submitting your details: please try again.');
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue(DETAILS.fullName);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(preSubscribe).toHaveBeenLastCalledWith(WEEKLY_PLAN, DETAILS);
    expect(await screen.findByText('We will get back to you soon')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Enter Your Details' })).toBeNull();
  });

  it('clears the choices and the result after the set time without input, counted from the last input', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderChecker();
      await choose(user);
      await user.click(screen.getByRole('button', { name: 'Check Price' }));
      await screen.findByTestId('plan-card');
      act(() => jest.advanceTimersByTime(40_000));
      await user.selectOptions(screen.getByLabelText(/Number of Rooms/), '2');
      act(() => jest.advanceTimersByTime(40_000));
      expect(screen.getByLabelText(/Number of Rooms/)).toHaveValue('2');
      act(() => jest.advanceTimersByTime(10_001));
      expect(screen.getByLabelText(/Building Type/)).toHaveValue('');
      expect(screen.getByLabelText(/Number of Rooms/)).toHaveValue('');
      expect(screen.getByLabelText(/Frequency/)).toHaveValue('');
      expect(screen.queryByTestId('plan-card')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
