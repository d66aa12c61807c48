// Props of SubscriptionPriceChecker for tests and stories: one plan (3 rooms, residential, weekly, 10 % off).
import type { PreSubscribeDetails, SubscriptionPlanView, SubscriptionPriceCheckerProps } from './subscription-price-types';

export const WEEKLY_PLAN: SubscriptionPlanView = {
  id: 'plan-1',
  frequencyId: 1,
  numRooms: 3,
  buildingTypeLabel: 'Residential',
  frequencyName: 'Weekly',
  priceKobo: 10_800_000,
  finalPriceKobo: 9_720_000,
  discountPercentage: 10,
  description: '4 visits a month for a 3-room residential property.',
};

const required = (details: PreSubscribeDetails) => (Object.values(details).some((v) => !v.trim()) ? 'Please fill in all fields.' : undefined);

export function checkerProps(over: Partial<SubscriptionPriceCheckerProps> = {}): SubscriptionPriceCheckerProps {
  return {
    buildingTypes: [
      { value: 'residential', label: 'Residential' },
      { value: 'commercial', label: 'Commercial' },
    ],
    rooms: [1, 2, 3].map((n) => ({ value: String(n), label: `${n} room${n === 1 ? '' : 's'}` })),
    frequencies: [
      { value: '1', label: 'Weekly' },
      { value: '3', label: 'Monthly' },
    ],
    frequenciesLoading: false,
    checkPrice: async (selection) => (selection.buildingType === 'residential' ? WEEKLY_PLAN : null),
    preSubscribe: async () => undefined,
    detailsError: required,
    detailsMaxLength: { fullName: 120, email: 254, cleanerPreference: 200 },
    messages: { fillAllFields: 'Please fill in all fields.', noMatch: 'No matching subscription found', submitted: 'We will get back to you soon' },
    resetAfterMs: 50_000,
    ...over,
  };
}
