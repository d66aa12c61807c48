import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider, type AreaMenu } from '@spotless/shared-ui';
import { TopBarView, type TopBarViewProps } from './TopBarView';

function renderBar(props: Partial<TopBarViewProps> = {}, route = '/') {
  const onSwitchRole = jest.fn();
  render(
    <SpotlessThemeProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={[route]}>
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
const menuButton = () => screen.getByText(/^(Close menu|Menu)/, { selector: 'button' });

/** What the admin area hands over (useAreaMenu) while Squads DB is on screen. */
const ADMIN_MENU: AreaMenu = {
  label: 'Admin menu',
  sections: [
    { key: 'home', label: 'Home', to: '/admin' },
    { key: 'squads', label: 'Squads DB', to: '/admin/cleaners', current: true },
    { key: 'activities', label: 'Activities DB', to: '/admin/activities' },
    { key: 'chats', label: 'chats', to: '/admin/chats', count: 2, countLabel: 'unread chat notifications' },
    { key: 'logout', label: 'Logout', to: '/logout' },
  ],
};

// The area's sections are styled `display: none` outside the phone media query, which jsdom does not evaluate: their
// queries include hidden elements.
const HIDDEN = { hidden: true } as const;

const signedInAdmin: Partial<TopBarViewProps> = { signedIn: true, userName: 'Halima', roles: ['admin'], activeRole: 'admin', areaMenu: ADMIN_MENU };

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

  it('on an area page, one menu holds the area sections first and then the account links, each page once', async () => {
    renderBar(signedInAdmin);
    await userEvent.click(menuButton());
    const main = screen.getByRole('navigation', { name: 'Main' });
    const area = within(main).getByRole('navigation', { name: 'Admin menu', ...HIDDEN });
    expect(within(area).getAllByRole('link', HIDDEN).map((link) => link.textContent)).toEqual(['Home', 'Squads DB', 'Activities DB', 'chats2 (2 unread chat notifications)', 'Logout']);
    expect(within(area).getByRole('link', { name: 'Squads DB', ...HIDDEN })).toHaveAttribute('aria-current', 'page');
    expect(main.firstElementChild).toContainElement(area);
    expect(within(main).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(main).getByRole('link', { name: 'Notifications, none unread' })).toHaveAttribute('href', '/admin/notifications');
    // The top bar's links to the same pages as a section are left to wide screens (CSS hides them on a phone).
    const wideOnly = Array.from(main.querySelectorAll('[data-wide-only]')).map((link) => link.getAttribute('href'));
    expect(wideOnly.sort()).toEqual(['/admin', '/admin/activities', '/admin/chats', '/admin/cleaners', '/logout']);
    expect(within(main).getByRole('link', { name: 'About' })).not.toHaveAttribute('data-wide-only');
  });

  it('shows no area sections on pages without an area menu (client and guest pages keep their menu)', async () => {
    renderBar({ signedIn: true, userName: 'Ada', roles: ['client'], activeRole: 'client' });
    await userEvent.click(menuButton());
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryAllByRole('navigation', HIDDEN)).toEqual([]);
    expect(main.querySelectorAll('[data-wide-only]')).toHaveLength(0);
  });

  it('keeps Tab inside the open menu: from its last entry back to the Menu button, and Shift+Tab the other way', async () => {
    renderBar(signedInAdmin);
    const toggle = menuButton();
    await userEvent.click(toggle);
    const account = screen.getByRole('link', { name: 'Account' });
    account.focus();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(account).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(account).not.toHaveFocus();
    await userEvent.tab();
    expect(account).toHaveFocus();
  });

  it('closes on Escape with focus back on the Menu button, unless a layer inside used the key', async () => {
    renderBar(signedInAdmin);
    const toggle = menuButton();
    await userEvent.click(toggle);
    const activities = within(screen.getByRole('navigation', { name: 'Admin menu', ...HIDDEN })).getByRole('link', { name: 'Activities DB', ...HIDDEN });
    activities.focus();
    // A picker or list that closes itself on Escape marks the key handled: the menu stays.
    const handled = (event: KeyboardEvent) => event.preventDefault();
    activities.addEventListener('keydown', handled);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    activities.removeEventListener('keydown', handled);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when an area section is chosen, even the page already on screen', async () => {
    renderBar(signedInAdmin, '/admin/cleaners');
    const toggle = menuButton();
    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Admin menu', ...HIDDEN })).getByRole('link', { name: 'Squads DB', ...HIDDEN }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the unread count on the Menu button while the menu is folded', () => {
    renderBar({ ...signedInAdmin, unreadCount: 120 });
    const toggle = menuButton();
    // The badge is for the eye; the hidden words say it (the name is "Menu (120 unread)" where the button shows).
    expect(toggle).toHaveTextContent(/^Menu99\+ \(120 unread\)$/);
    expect(within(toggle).getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByText('99+')).toHaveLength(2); // and the bell's own badge
  });

  it('closes when the screen turns wide (no hidden button left to send focus to)', async () => {
    const original = window.matchMedia;
    let wide = false;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => ({
      ...original(query),
      get matches() {
        return wide && query.includes('min-width');
      },
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    try {
      renderBar(signedInAdmin);
      const toggle = menuButton();
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      act(() => {
        wide = true;
        listeners.forEach((listener) => listener());
      });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.matchMedia = original;
    }
  });
});
