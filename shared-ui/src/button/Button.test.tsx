import { fireEvent, screen } from '@testing-library/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { renderWithTheme } from '../test/render-with-theme';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

describe('Button', () => {
  it('is a non-submitting button that reports clicks', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <form onSubmit={() => onClick('submit')}>
        <Button onClick={() => onClick('click')}>Search Prices</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Search Prices' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledWith('click');
    expect(onClick).not.toHaveBeenCalledWith('submit');
  });

  it('shows the loading text, is busy and cannot be clicked while loading', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading loadingText="Loading..." onClick={onClick}>
        Search Prices
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('LinkButton', () => {
  it('renders an anchor with `to` as href when no link component is given', () => {
    renderWithTheme(<LinkButton to="/register">Get Started</LinkButton>);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  });

  it('hands `to` to the link component passed as `as`', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function RouterLink({ to, ...rest }, ref) {
      return <a ref={ref} href={`#router${to}`} {...rest} />;
    });
    renderWithTheme(
      <LinkButton as={RouterLink} to="/about" variant="secondary">
        Learn More
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#router/about');
  });
});
