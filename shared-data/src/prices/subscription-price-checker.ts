// The data behind shared-ui's SubscriptionPriceChecker, the one subscription price tool of /subscription, the home
// page's plans and /cleaning-prices: options, the plan lookup, the Enter Your Details rules and their storage, and the
// spec's texts. Each public area renders `<SubscriptionPriceChecker {...useSubscriptionPriceChecker()} />`.
import { useMemo } from 'react';
import { BUILDING_TYPES, INACTIVITY_RESET_MS, ROOM_OPTIONS } from '../constants/business';
import { MESSAGES } from '../constants/messages';
import { PRE_SUBSCRIPTION_MAX_LENGTH, preSubscriptionError, submitPreSubscription, type PreSubscriptionDetails } from '../visitors/pre-subscriptions';
import { findSubscriptionPlan, useFrequencies, type SubscriptionPlan } from './prices';

/** A plan as the checker's result card shows it (shared-ui's SubscriptionPlanView). */
export interface CheckedPlan {
  id: string;
  frequencyId: number | null;
  numRooms: number;
  buildingTypeLabel: string;
  frequencyName: string | null;
  priceKobo: number;
  finalPriceKobo: number;
  discountPercentage: number;
  description: string | null;
}

const ROOMS = ROOM_OPTIONS.map((n) => ({ value: String(n), label: `${n} room${n === 1 ? '' : 's'}` }));

export function toCheckedPlan(plan: SubscriptionPlan): CheckedPlan {
  return {
    id: plan.id,
    frequencyId: plan.frequency_id,
    numRooms: plan.num_rooms,
    buildingTypeLabel: BUILDING_TYPES.find((type) => type.value === plan.building_type)?.label ?? plan.building_type,
    frequencyName: plan.frequency_name,
    priceKobo: plan.price_kobo,
    finalPriceKobo: plan.final_price_kobo ?? plan.price_kobo,
    discountPercentage: Number(plan.discount_percentage),
    description: plan.description,
  };
}

/** The plan matching the three choices (strings, as the selects hold them), or null. */
export async function checkSubscriptionPrice(selection: { buildingType: string; rooms: string; frequencyId: string }): Promise<CheckedPlan | null> {
  const plan = await findSubscriptionPlan({
    buildingType: selection.buildingType,
    numRooms: Number.parseInt(selection.rooms, 10),
    frequencyId: Number.parseInt(selection.frequencyId, 10),
  });
  return plan ? toCheckedPlan(plan) : null;
}

/** Stores Enter Your Details for the plan (the data layer checks everything again). */
export function preSubscribeToPlan(plan: { id: string; frequencyId: number | null }, details: PreSubscriptionDetails): Promise<void> {
  return submitPreSubscription({ ...details, planId: plan.id, frequencyId: plan.frequencyId });
}

export function useSubscriptionPriceChecker() {
  const frequencies = useFrequencies();
  const options = useMemo(() => (frequencies.data ?? []).map((f) => ({ value: String(f.id), label: f.name })), [frequencies.data]);
  return {
    buildingTypes: BUILDING_TYPES,
    rooms: ROOMS,
    frequencies: options,
    frequenciesLoading: frequencies.isPending,
    frequenciesError: frequencies.isError ? MESSAGES.visitors.optionsFetchFailed : undefined,
    checkPrice: checkSubscriptionPrice,
    preSubscribe: preSubscribeToPlan,
    detailsError: preSubscriptionError,
    detailsMaxLength: PRE_SUBSCRIPTION_MAX_LENGTH,
    messages: { fillAllFields: MESSAGES.visitors.fillAllFields, noMatch: MESSAGES.visitors.noMatchingSubscription, submitted: MESSAGES.visitors.getBackSoon },
    resetAfterMs: INACTIVITY_RESET_MS.subscriptionEstimator,
  };
}
