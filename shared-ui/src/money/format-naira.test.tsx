import { render, screen } from '@testing-library/react';
import { formatNaira } from './format-naira';
import { NairaAmount } from './NairaAmount';

describe('formatNaira', () => {
  it('turns kobo into en-NG naira with two decimals', () => {
    expect(formatNaira(150000)).toBe('₦1,500.00');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(5)).toBe('₦0.05');
    expect(formatNaira(123456789)).toBe('₦1,234,567.89');
    expect(formatNaira(-2500)).toBe('-₦25.00');
  });

  it('accepts bigint kobo from bigint columns', () => {
    expect(formatNaira(150000n)).toBe('₦1,500.00');
    expect(formatNaira(-199n)).toBe('-₦1.99');
  });

  it('rounds fractional kobo and shows zero for non-numbers', () => {
    expect(formatNaira(10.6)).toBe('₦0.11');
    expect(formatNaira(Number.NaN)).toBe('₦0.00');
  });
});

describe('NairaAmount', () => {
  it('renders the formatted amount or the fallback', () => {
    const { rerender } = render(<NairaAmount kobo={2500000} />);
    expect(screen.getByText('₦25,000.00')).toBeInTheDocument();
    rerender(<NairaAmount kobo={null} fallback="Not set" />);
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });
});
