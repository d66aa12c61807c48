import { screen } from '@testing-library/react';
import { renderGuest } from '../../test/render';
import { price } from '../../test/fixtures';
import { PriceCard } from './PriceSearch';

describe('price cards', () => {
  it('shows the discounted price, the base price and the discount', () => {
    renderGuest(<PriceCard price={price()} />);
    const card = screen.getByTestId('price-card');
    expect(card).toHaveTextContent('Residential · Old · 6 rooms');
    expect(card).toHaveTextContent('₦71,250.00');
    expect(card).toHaveTextContent('₦75,000.00');
    expect(card).toHaveTextContent('5% off');
  });

  it('shows no discount line without a discount', () => {
    renderGuest(<PriceCard price={price({ discount_percentage: 0, final_price_kobo: 7_500_000 })} />);
    expect(screen.getByTestId('price-card')).not.toHaveTextContent('off');
  });
});
