import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { CountBadge } from './CountBadge';

describe('CountBadge', () => {
  it('draws nothing at 0, the number up to 99, then 99+, hidden from screen readers', () => {
    const { container, rerender } = renderWithTheme(<CountBadge count={0} />);
    expect(container.querySelector('[data-count-badge]')).toBeNull();
    rerender(<CountBadge count={7} />);
    expect(screen.getByText('7')).toHaveAttribute('aria-hidden', 'true');
    rerender(<CountBadge count={1232} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
