import {
  ADMIN_ROLES,
  AVAILABILITY,
  BOOKING_SERVICE_TYPES,
  BUILDING_CONDITIONS,
  BUILDING_TYPES,
  CAROUSEL,
  DEFAULT_SCHEDULE_TYPE,
  FAQ_ITEMS,
  ID_TYPES,
  INACTIVITY_RESET_MS,
  MESSAGES,
  NOTIFICATION_LIST_MAX_HEIGHT_PX,
  OFFERINGS,
  PARTNER_TYPES,
  QUOTE_SERVICE_TYPES,
  RATING,
  ROOM_OPTIONS,
  SCHEDULE_TYPES,
  SPECIALIZATIONS,
  TOAST,
  YEARS_OF_EXPERIENCE,
  bulkPrice,
  bulkUpdatePrices,
  discountedPrice,
  offeringLine,
  slidesPerViewFor,
} from './index';

describe('spec §9 constants', () => {
  it('lists the service types of bookings and quotes', () => {
    expect(BOOKING_SERVICE_TYPES).toHaveLength(6);
    expect(BOOKING_SERVICE_TYPES).toContain('Move In/Out Cleaning');
    expect(QUOTE_SERVICE_TYPES).toEqual([
      'House Cleaning',
      'Office Cleaning',
      'Window Cleaning',
      'Carpet Cleaning',
      'Deep Cleaning',
    ]);
  });

  it('lists cleaner profile options', () => {
    expect(SPECIALIZATIONS).toHaveLength(6);
    expect(YEARS_OF_EXPERIENCE.map((o) => o.value)).toEqual(['less_than_1_year', '1_year', 'more_than_5_years']);
    expect(AVAILABILITY).toEqual(['Weekdays', 'Daily', 'Weekends']);
    expect(ID_TYPES).toEqual(["Driver's License", 'NIN', "Voter's Card", 'International Passport']);
  });

  it('lists property options, rooms 1-10 and ratings 1-5', () => {
    expect(BUILDING_TYPES.map((o) => o.value)).toEqual(['residential', 'commercial']);
    expect(BUILDING_CONDITIONS.map((o) => o.value)).toEqual(['new', 'old']);
    expect(ROOM_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(RATING.values).toEqual([1, 2, 3, 4, 5]);
  });

  it('defaults schedules to Monthly Cleaning and admins to admin', () => {
    expect(SCHEDULE_TYPES).toHaveLength(5);
    expect(DEFAULT_SCHEDULE_TYPE).toBe('Monthly Cleaning');
    expect(SCHEDULE_TYPES[0]).toBe(DEFAULT_SCHEDULE_TYPE);
    expect(ADMIN_ROLES[0].value).toBe('admin');
  });

  it('has six partner types, eight offerings, four FAQ items', () => {
    expect(PARTNER_TYPES).toHaveLength(6);
    expect(OFFERINGS).toHaveLength(CAROUSEL.offeringCount);
    expect(offeringLine('Domestic Cleaning')).toBe(
      'High-quality Domestic Cleaning to ensure cleanliness and comfort.',
    );
    expect(FAQ_ITEMS).toHaveLength(4);
  });

  it('keeps timings and layout limits', () => {
    expect(TOAST.durationMs).toBe(3000);
    expect(TOAST.homeDurationMs).toBe(5000);
    expect(INACTIVITY_RESET_MS).toEqual({ subscriptionEstimator: 50_000, findACleaner: 90_000 });
    expect(CAROUSEL.autoplayMs).toBe(3000);
    expect(NOTIFICATION_LIST_MAX_HEIGHT_PX).toBe(500);
  });

  it('shows 1, 2 or 3 slides by viewport width', () => {
    expect(slidesPerViewFor(360)).toBe(1);
    expect(slidesPerViewFor(767)).toBe(1);
    expect(slidesPerViewFor(768)).toBe(2);
    expect(slidesPerViewFor(1023)).toBe(2);
    expect(slidesPerViewFor(1440)).toBe(3);
  });
});

describe('discountedPrice', () => {
  it('applies base × (1 − pct/100) in kobo', () => {
    expect(discountedPrice(1_000_000, 10)).toBe(900_000);
    expect(discountedPrice(1_000_000, 0)).toBe(1_000_000);
    expect(discountedPrice(1_000_000, 100)).toBe(0);
    expect(discountedPrice(999, 12.5)).toBe(874); // 874.125 → 874
    expect(discountedPrice(1, 50)).toBe(1); // 0.5 rounds half up
  });

  it('rejects impossible inputs', () => {
    expect(() => discountedPrice(100, -1)).toThrow(RangeError);
    expect(() => discountedPrice(100, 101)).toThrow(RangeError);
    expect(() => discountedPrice(10.5, 1)).toThrow(RangeError);
  });
});

describe('admin bulk price rule', () => {
  it('multiplies rooms by the per-room base, then takes both discounts in turn', () => {
    // 3 rooms × ₦10,000 = ₦30,000; −10 % = ₦27,000; −5 % = ₦25,650.
    expect(bulkPrice({ rooms: 3, basePerRoomKobo: 1_000_000, baseDiscountPct: 10, rowDiscountPct: 5 })).toBe(
      2_565_000,
    );
    expect(bulkPrice({ rooms: 1, basePerRoomKobo: 500_000, baseDiscountPct: 0, rowDiscountPct: 0 })).toBe(500_000);
    expect(() => bulkPrice({ rooms: 0, basePerRoomKobo: 1, baseDiscountPct: 0, rowDiscountPct: 0 })).toThrow();
  });

  it('updates nothing when locked and only selected building types otherwise', () => {
    const rows = [
      { buildingType: 'residential', rooms: 2, discountPct: 0 },
      { buildingType: 'commercial', rooms: 4, discountPct: 50 },
    ];
    const base = { basePerRoomKobo: 100_000, baseDiscountPct: 0, buildingTypes: [] as string[] };
    expect(bulkUpdatePrices(rows, { ...base, locked: true }).size).toBe(0);
    expect([...bulkUpdatePrices(rows, { ...base, locked: false })]).toEqual([
      [0, 200_000],
      [1, 200_000],
    ]);
    expect([...bulkUpdatePrices(rows, { ...base, locked: false, buildingTypes: ['commercial'] })]).toEqual([
      [1, 200_000],
    ]);
  });
});

describe('MESSAGES', () => {
  it('carries the spec texts verbatim', () => {
    expect(MESSAGES.auth.resetLinkSent).toBe('Check your email for a reset link.');
    expect(MESSAGES.auth.welcome('Ada')).toBe('Welcome, Ada!');
    expect(MESSAGES.bookings.accepted).toBe('Booking accepted successfully!');
    expect(MESSAGES.empty.quotesForBidding).toBe('No available quotes for biddings.');
    expect(MESSAGES.admin.cleanerActionDone('suspended')).toBe('Cleaner suspended successfully!');
    expect(MESSAGES.admin.priceFailed('deleting')).toBe('Error deleting price');
  });

  it('never tells a wrong password apart from an unknown e-mail', () => {
    const all = JSON.stringify(MESSAGES);
    expect(all).not.toContain('User not found.');
    expect(all).not.toContain('Incorrect password.');
    expect(MESSAGES.auth.invalidCredentials).toBe('Invalid email or password.');
  });
});
