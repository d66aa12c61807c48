import { render, screen } from '@testing-library/react';
import { formatNaira } from './format-naira';
import { NairaAmount } from './NairaAmount';

describe('formatNaira', () => {
  it('turns kobo into en-NG naira with two decimals', () => {
    expect(formatNaira(150000)).toBe('₦1,500.00');
    expect(formatNaira(250_050)).toBe('₦2,500.50');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(5)).toBe('₦0.05');
    expect(formatNaira(123456789)).toBe('₦1,234,567.89');
    expect(formatNaira(-2500)).toBe('-₦25.00');
  });

  it('accepts bigint kobo from bigint columns, exact beyond 2^53', () => {
    expect(formatNaira(150000n)).toBe('₦1,500.00');
    expect(formatNaira(-199n)).toBe('-₦1.99');
    expect(formatNaira(900_719_925_474_099_301n)).toBe('₦9,007,199,254,740,993.01');
  });

  it('rounds fractional kobo', () => {
    expect(formatNaira(10.6)).toBe('₦0.11');
  });

  it('refuses amounts that are not numbers instead of showing a false ₦0.00', () => {
    expect(() => formatNaira(Number.NaN)).toThrow(RangeError);
    expect(() => formatNaira(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('NairaAmount', () => {
  it('renders the formatted amount, or the fallback when there is no amount', () => {
    const { rerender } = render(<NairaAmount kobo={2500000} />);
    expect(screen.getByText('₦25,000.00')).toBeInTheDocument();
    rerender(<NairaAmount kobo={null} fallback="Not set" />);
    expect(screen.getByText('Not set')).toBeInTheDocument();
    rerender(<NairaAmount kobo={Number.NaN} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
