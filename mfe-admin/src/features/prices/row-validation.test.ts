import { validatePlan } from './PlanForm';
import { initialPriceValues, validatePrice } from './PriceForm';
import { discountPercentage, nairaAmount, requiredErrors } from './row-validation';
import { adminPrice } from '../../test/fixtures';

describe('row validation', () => {
  it('names each blank required field', () => {
    expect(requiredErrors({ a: '', b: ' ', c: 'x' }, { a: 'Alpha', b: 'Beta', c: 'Gamma' })).toEqual({ a: 'Alpha is required', b: 'Beta is required' });
  });

  it('reads naira amounts and rejects anything else', () => {
    expect(nairaAmount('15,000.50', '15000')).toEqual({ kobo: 1_500_050 });
    expect(nairaAmount('abc', '15000')).toEqual({ kobo: null, error: 'Enter an amount in naira, e.g. 15000' });
    expect(nairaAmount('  ', '15000')).toEqual({ kobo: null });
  });

  it('takes a blank discount as 0 and refuses one outside 0–100', () => {
    expect(discountPercentage('')).toEqual({ value: 0 });
    expect(discountPercentage('12.5')).toEqual({ value: 12.5 });
    expect(discountPercentage('101').error).toBe('Enter a percentage between 0 and 100');
    expect(discountPercentage('-1').error).toBe('Enter a percentage between 0 and 100');
  });
});

describe('validatePrice', () => {
  it('turns an edited row back into the same input', () => {
    expect(validatePrice(initialPriceValues(adminPrice())).input).toEqual({
      building_type: 'residential',
      building_condition: 'old',
      num_rooms: 3,
      base_price_kobo: 3_000_000,
      discount_percentage: 10,
      description: '',
      service_category: 'Standard Cleaning',
    });
  });

  it('reports every missing required field and saves nothing', () => {
    const result = validatePrice({ ...initialPriceValues(), service_category: '' });
    expect(result.input).toBeUndefined();
    expect(Object.keys(result.errors).sort()).toEqual(['base_price', 'building_condition', 'building_type', 'num_rooms', 'service_category']);
  });
});

describe('validatePlan', () => {
  it('needs a description and a frequency, and converts the price to kobo', () => {
    const values = { building_type: 'commercial', num_rooms: '4', frequency_id: '2', price: '45000', discount_percentage: '', description: 'Office, monthly' };
    expect(validatePlan(values).input).toEqual({ building_type: 'commercial', num_rooms: 4, frequency_id: 2, price_kobo: 4_500_000, discount_percentage: 0, description: 'Office, monthly' });
    expect(validatePlan({ ...values, description: '', frequency_id: '' }).errors).toEqual({ description: 'Description is required', frequency_id: 'Frequency is required' });
    expect(validatePlan({ ...values, price: '45k' }).errors).toEqual({ price: 'Enter an amount in naira, e.g. 45000' });
  });
});
