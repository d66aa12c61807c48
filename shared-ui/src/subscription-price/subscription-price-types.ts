// What the subscription price checker shows and asks for. The data layer fills these (shared-data's
// useSubscriptionPriceChecker); shared-ui knows neither the tables nor the rules.
import type { FieldOption } from '../form/options';

/** The three choices, as the selects hold them ('' = not chosen). */
export interface PlanSelection {
  buildingType: string;
  rooms: string;
  frequencyId: string;
}

/** The plan matching a selection, as the result card shows it. */
export interface SubscriptionPlanView {
  id: string;
  frequencyId: number | null;
  numRooms: number;
  /** Label of the building type, e.g. "Residential". */
  buildingTypeLabel: string;
  frequencyName: string | null;
  priceKobo: number;
  finalPriceKobo: number;
  discountPercentage: number;
  description: string | null;
}

/** The four Enter Your Details fields (every one required). */
export interface PreSubscribeDetails {
  fullName: string;
  email: string;
  phone: string;
  cleanerPreference: string;
}

/** Props of SubscriptionPriceChecker. */
export interface SubscriptionPriceCheckerProps {
  buildingTypes: readonly FieldOption[];
  rooms: readonly FieldOption[];
  frequencies: readonly FieldOption[];
  frequenciesLoading: boolean;
  frequenciesError?: string;
  /** The matching plan, or null when none matches; a rejection's message is shown. */
  checkPrice: (selection: PlanSelection) => Promise<SubscriptionPlanView | null>;
  /** Stores the details for the plan; a rejection's message is shown and what was typed stays. */
  preSubscribe: (plan: SubscriptionPlanView, details: PreSubscribeDetails) => Promise<void>;
  /** The first reason the details cannot be stored, or undefined. */
  detailsError: (details: PreSubscribeDetails) => string | undefined;
  detailsMaxLength: { fullName: number; email: number; cleanerPreference: number };
  messages: { fillAllFields: string; noMatch: string; submitted: string };
  /** Selections and result clear after this long without input (spec: 50 s); absent: never. */
  resetAfterMs?: number;
}
