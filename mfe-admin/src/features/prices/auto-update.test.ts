import { autoUpdatedPrice, autoUpdateRequest, BASE_PRICE_REQUIRED, previewAutoUpdate, rowsToUpdate } from './auto-update';

describe('auto-update rule', () => {
  it('prices a row as rooms × per room − base discount %, and its final price − its own discount %', () => {
    // 3 rooms × ₦10,000 = ₦30,000; − 10 % = ₦27,000; − 5 % row discount = ₦25,650.
    expect(autoUpdatedPrice(3, 1_000_000, 10, 5)).toEqual({ priceKobo: 2_700_000, finalKobo: 2_565_000 });
    expect(autoUpdatedPrice(2, 1_500_000, 0, 0)).toEqual({ priceKobo: 3_000_000, finalKobo: 3_000_000 });
  });

  it('keeps fractional percentages exact and rounds half a kobo up', () => {
    // 1 × 1,001 kobo × 92.5 % = 925.925 → 926; 926 × 50 % = 463.
    expect(autoUpdatedPrice(1, 1_001, 7.5, 50)).toEqual({ priceKobo: 926, finalKobo: 463 });
    // 1 × 3 kobo × 50 % = 1.5 → 2.
    expect(autoUpdatedPrice(1, 3, 50, 0).priceKobo).toBe(2);
  });

  it('touches only the selected building types, or every row when none is selected', () => {
    const rows = [
      { building_type: 'residential', num_rooms: 1, discount_percentage: 0 },
      { building_type: 'commercial', num_rooms: 4, discount_percentage: 0 },
    ];
    expect(rowsToUpdate(rows, ['commercial'])).toEqual([rows[1]]);
    expect(rowsToUpdate(rows, [])).toEqual(rows);
  });

  it('previews the count and the range of final prices of the rows a run changes', () => {
    const rows = [
      { building_type: 'residential', num_rooms: 1, discount_percentage: 0 },
      { building_type: 'residential', num_rooms: 3, discount_percentage: 10 },
      { building_type: 'commercial', num_rooms: 5, discount_percentage: 0 },
    ];
    expect(previewAutoUpdate(rows, { basePricePerRoomKobo: 1_000_000, baseDiscountPercentage: 0, buildingTypes: ['residential'] })).toEqual({
      count: 2,
      minFinalKobo: 1_000_000,
      maxFinalKobo: 2_700_000,
    });
    expect(previewAutoUpdate(rows, { basePricePerRoomKobo: 1_000_000, baseDiscountPercentage: 0, buildingTypes: ['industrial'] })).toBeNull();
  });

  it('prices a subscription plan per visit: Weekly (4 visits), Bi-weekly (2) and Monthly (1) plans no longer get one price', () => {
    const plans = [
      { building_type: 'residential', num_rooms: 2, discount_percentage: 0, visits_per_month: 4 },
      { building_type: 'residential', num_rooms: 2, discount_percentage: 0, visits_per_month: 2 },
      { building_type: 'residential', num_rooms: 2, discount_percentage: 0, visits_per_month: 1 },
    ];
    expect(autoUpdatedPrice(2, 500_000, 10, 0, 4)).toEqual({ priceKobo: 3_600_000, finalKobo: 3_600_000 });
    expect(previewAutoUpdate(plans, { basePricePerRoomKobo: 500_000, baseDiscountPercentage: 0, buildingTypes: [] })).toEqual({
      count: 3,
      minFinalKobo: 1_000_000,
      maxFinalKobo: 4_000_000,
    });
  });

  it('turns the form into the RPC input, refusing a missing or malformed base price', () => {
    expect(autoUpdateRequest({ perRoom: '12,500', discount: '7.5', types: ['commercial'] })).toEqual({
      input: { basePricePerRoomKobo: 1_250_000, baseDiscountPercentage: 7.5, buildingTypes: ['commercial'] },
    });
    expect(autoUpdateRequest({ perRoom: '5000', discount: '', types: [] })).toEqual({ input: { basePricePerRoomKobo: 500_000, baseDiscountPercentage: 0, buildingTypes: [] } });
    expect(autoUpdateRequest({ perRoom: '', discount: '0', types: [] })).toEqual({ error: BASE_PRICE_REQUIRED });
    expect(autoUpdateRequest({ perRoom: 'ten', discount: '0', types: [] })).toEqual({ error: BASE_PRICE_REQUIRED });
    expect(autoUpdateRequest({ perRoom: '0', discount: '0', types: [] })).toEqual({ error: BASE_PRICE_REQUIRED });
  });
});
