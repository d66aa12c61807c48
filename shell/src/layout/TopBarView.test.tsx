import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { TopBarView, type TopBarViewProps } from './TopBarView';

function renderBar(props: Partial<TopBarViewProps> = {}) {
  const onSwitchRole = jest.fn();
  render(
    <SpotlessThemeProvider withGlobalStyle={false}>
      <MemoryRouter>
        <main>
          <p>Page content</p>
        </main>
        <TopBarView signedIn={false} userName="" roles={[]} activeRole={null} onSwitchRole={onSwitchRole} {...props} />
      </MemoryRouter>
    </SpotlessThemeProvider>,
  );
  return { onSwitchRole };
}

// jsdom evaluates no media queries, so the menu button keeps its wide-screen `display: none`; find it regardless.
const menuButton = () => screen.getByText('Menu', { selector: 'button' });

describe('TopBarView', () => {
  it('offers Home, About, Login and Sign Up to visitors', () => {
    renderBar();
    for (const name of ['Home', 'About', 'Login', 'Sign Up']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign');
  });

  it('closes the small-screen menu on a click outside it', async () => {
    renderBar();
    const toggle = menuButton();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Page content'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the menu open on a click inside it and closes it with Escape', async () => {
    renderBar();
    const toggle = menuButton();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('navigation', { name: 'Main' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the name, the role area links and Logout when signed in, and switches roles', async () => {
    const { onSwitchRole } = renderBar({ signedIn: true, userName: 'Ada', roles: ['cleaner', 'client'], activeRole: 'client' });
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quotes' })).toHaveAttribute('href', '/client/quotes');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'cleaner');
    expect(onSwitchRole).toHaveBeenCalledWith('cleaner');
  });
});
