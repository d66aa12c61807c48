/**
 * Business constants of spec section 9 and product.md §7, in one place so no area keeps its own copy.
 * Lists are `as const` tuples: their element types double as the TypeScript unions areas use for form values,
 * and the database mirrors them as enums or CHECK constraints.
 */

/** A value stored in the database together with the label users see. */
export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** Services a booking can include (spec §9). Stored as shown. */
export const BOOKING_SERVICE_TYPES = [
  'House Cleaning',
  'Office Cleaning',
  'Window Cleaning',
  'Carpet Cleaning',
  'Post Construction Cleaning',
  'Move In/Out Cleaning',
] as const;
/** One of {@link BOOKING_SERVICE_TYPES}. */
export type BookingServiceType = (typeof BOOKING_SERVICE_TYPES)[number];

/** Service types of the quote and guest quote forms (spec §5, §9), in the spec's display order. */
export const QUOTE_SERVICE_TYPES = [
  'House Cleaning',
  'Office Cleaning',
  'Window Cleaning',
  'Carpet Cleaning',
  'Deep Cleaning',
] as const;
/** One of {@link QUOTE_SERVICE_TYPES}. */
export type QuoteServiceType = (typeof QUOTE_SERVICE_TYPES)[number];

/** Cleaner specializations (checkbox list of the Specialty tab). */
export const SPECIALIZATIONS = [
  'Vehicle Cleaning',
  'Event Cleaning',
  'Specialty Cleaning',
  'Industrial Cleaning',
  'Commercial Cleaning',
  'Residential Cleaning',
] as const;
/** One of {@link SPECIALIZATIONS}. */
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Years of experience: stored value (spec §9) and label. */
export const YEARS_OF_EXPERIENCE = [
  { value: 'less_than_1_year', label: 'Less than 1 year' },
  { value: '1_year', label: '1 year' },
  { value: 'more_than_5_years', label: 'More than 5 years' },
] as const satisfies readonly Option[];
/** Stored value of {@link YEARS_OF_EXPERIENCE}. */
export type YearsOfExperience = (typeof YEARS_OF_EXPERIENCE)[number]['value'];

/** Cleaner availability. */
export const AVAILABILITY = ['Weekdays', 'Daily', 'Weekends'] as const;
/** One of {@link AVAILABILITY}. */
export type Availability = (typeof AVAILABILITY)[number];

/** Building types (stored lower-case, shown capitalised). */
export const BUILDING_TYPES = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
] as const satisfies readonly Option[];
/** Stored value of {@link BUILDING_TYPES}. */
export type BuildingType = (typeof BUILDING_TYPES)[number]['value'];

/** Building conditions. */
export const BUILDING_CONDITIONS = [
  { value: 'new', label: 'New' },
  { value: 'old', label: 'Old' },
] as const satisfies readonly Option[];
/** Stored value of {@link BUILDING_CONDITIONS}. */
export type BuildingCondition = (typeof BUILDING_CONDITIONS)[number]['value'];

/** Number of rooms a visitor or client may choose: 1 to 10. */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** Fewest and most rooms in {@link ROOM_OPTIONS}. */
export const ROOMS = { min: 1, max: 10 } as const;

/** Identity documents a cleaner can submit for verification. */
export const ID_TYPES = ["Driver's License", 'NIN', "Voter's Card", 'International Passport'] as const;
/** One of {@link ID_TYPES}. */
export type IdType = (typeof ID_TYPES)[number];

/** Review ratings: whole stars 1 to 5. */
export const RATING = { min: 1, max: 5, values: [1, 2, 3, 4, 5] } as const;

/** Recurring schedule types; the first is the form's default. */
export const SCHEDULE_TYPES = [
  'Monthly Cleaning',
  'Weekly Cleaning',
  'Daily Cleaning',
  'Monthly Fumigation',
  'Bi-weekly Cleaning',
] as const;
/** One of {@link SCHEDULE_TYPES}. */
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
/** The schedule form's preselected type. */
export const DEFAULT_SCHEDULE_TYPE: ScheduleType = 'Monthly Cleaning';

/** Roles a super_admin can grant at admin registration; the first is the default. */
export const ADMIN_ROLES = [
  { value: 'admin', label: 'Admin' },
  { value: 'super_admin', label: 'Super Admin' },
] as const satisfies readonly Option[];
/** Stored value of {@link ADMIN_ROLES}. */
export type AdminRole = (typeof ADMIN_ROLES)[number]['value'];

/** Actions an admin takes on a cleaner account, each after confirmation. */
export const CLEANER_ACTIONS = ['suspend', 'activate', 'delete'] as const;
/** One of {@link CLEANER_ACTIONS}. */
export type CleanerAction = (typeof CLEANER_ACTIONS)[number];

/** The subscription type an admin upgrade sets. */
export const SUBSCRIPTION_UPGRADE_TYPE = 'premium';

/** Partner types of the partner page (one card each, each with Partner with Us). */
export const PARTNER_TYPES = [
  'Construction Companies',
  'Real Estate Companies',
  'Schools',
  'Event Planners',
  'Parks',
  'Corporate Bodies',
] as const;
/** One of {@link PARTNER_TYPES}. */
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Services of the Explore Our Cleaning Offerings carousel, in carousel order. */
export const OFFERINGS = [
  'Post-construction Cleaning',
  'Pre-construction Cleaning',
  'Move-in/Move-out Cleaning',
  'Event Cleaning Services',
  'Domestic Cleaning',
  'Industrial Cleaning',
  'Special Cleaning Services',
  'Stay-in Cleaner',
] as const;

/** The offering card's line: "High-quality {service} to ensure cleanliness and comfort." */
export function offeringLine(service: string): string {
  return `High-quality ${service} to ensure cleanliness and comfort.`;
}

/** FAQ accordion (spec §1): four items, one open at a time. */
export const FAQ_ITEMS = [
  {
    question: 'How are the cleaning service providers vetted?',
    answer:
      'Every provider goes through background checks, skill assessments and reviews from clients before they can take jobs.',
  },
  {
    question: 'What happens when I request a quote?',
    answer: 'Your request goes out to several verified providers, and you receive offers from them to compare.',
  },
  {
    question: 'What if my regular cleaner is unavailable?',
    answer: 'We offer a standby replacement so your cleaning goes ahead as planned.',
  },
  {
    question: 'How are cleaners paid?',
    answer:
      'Cleaners are paid per completed service through the platform and can track their earnings on their dashboard.',
  },
] as const;

/** Toast timings (spec §9): auto-close after 3 s, 5 s on the home page; top-right. */
export const TOAST = {
  durationMs: 3000,
  homeDurationMs: 5000,
  /** Delay before the "check your email" toast that follows a cleaner's registration toast. */
  cleanerRegistrationFollowUpMs: 3000,
  placement: 'topRight',
} as const;

/** Inactivity resets: forms clear themselves after this long without input. */
export const INACTIVITY_RESET_MS = {
  subscriptionEstimator: 50_000,
  findACleaner: 90_000,
} as const;

/** Carousel behaviour shared by the before/after photos and the offerings. */
export const CAROUSEL = {
  autoplayMs: 3000,
  gapPx: 20,
  photoCount: 8,
  offeringCount: 8,
  /** Slides per view by minimum viewport width (1 below 768 px). */
  breakpoints: [
    { minWidthPx: 0, slidesPerView: 1 },
    { minWidthPx: 768, slidesPerView: 2 },
    { minWidthPx: 1024, slidesPerView: 3 },
  ],
} as const;

/** Slides per view for a viewport width, following {@link CAROUSEL}.breakpoints. */
export function slidesPerViewFor(viewportWidthPx: number): number {
  let slides = 1;
  for (const bp of CAROUSEL.breakpoints) if (viewportWidthPx >= bp.minWidthPx) slides = bp.slidesPerView;
  return slides;
}

/** Notification lists scroll beyond this height. */
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 500;

/** The about page's team size. */
export const TEAM_SIZE = 4;

/** Admin dashboard's default console tab (spec §9: Approved RFQs). */
export const DEFAULT_ADMIN_CLIENT_TAB = 'approved-rfqs';
