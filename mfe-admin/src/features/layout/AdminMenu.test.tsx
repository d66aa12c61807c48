import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaMenuHost, AreaMenuLinks, useHostedAreaMenu } from '@spotless/shared-ui';
import { renderAdmin } from '../../test/render';
import { AdminMenu } from './AdminMenu';

/** The shell's side of the contract: its top bar shows what the area handed over. */
function TopBarMenu() {
  const menu = useHostedAreaMenu();
  return menu ? <AreaMenuLinks menu={menu} /> : null;
}

const SPEC_ENTRIES = ['Home', 'Squads DB', 'Client Dashboard', 'Subscriptions Prices', 'Activities DB', 'Prices Dashboard', 'Notifications', 'chats', 'Logout'];

// useMediaQuery reads window.matchMedia; the Jest setup's stand-in matches nothing (a phone).
function asWideScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('AdminMenu', () => {
  it('lists the spec entries in order on a wide screen, marks the current one and reports where to go', async () => {
    const restore = asWideScreen();
    try {
      const onNavigate = jest.fn();
      renderAdmin(<AdminMenu basePath="/admin" pathname="/admin/verification" unreadChats={0} onNavigate={onNavigate} />);
      const nav = screen.getByRole('navigation', { name: 'Admin menu' });
      expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(SPEC_ENTRIES);
      expect(within(nav).getByRole('button', { name: 'Squads DB' })).toHaveAttribute('aria-current', 'page');
      await userEvent.click(within(nav).getByRole('button', { name: 'Prices Dashboard' }));
      expect(onNavigate).toHaveBeenLastCalledWith('/admin/prices');
      await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
      expect(onNavigate).toHaveBeenLastCalledWith('/logout');
    } finally {
      restore();
    }
  });

  it('shows the unread chat count on the chats entry, capped at 99+', () => {
    const restore = asWideScreen();
    try {
      const { rerender } = renderAdmin(<AdminMenu basePath="/admin" pathname="/admin" unreadChats={3} onNavigate={jest.fn()} />);
      expect(screen.getByTestId('chat-bell-count')).toHaveAccessibleName('3 unread chat notifications');
      rerender(<AdminMenu basePath="/admin" pathname="/admin" unreadChats={250} onNavigate={jest.fn()} />);
      expect(screen.getByTestId('chat-bell-count')).toHaveTextContent('99+');
    } finally {
      restore();
    }
  });

  it('collapses behind an Admin menu button on a phone (the top bar has its own Menu); choosing an entry navigates and closes it', async () => {
    const onNavigate = jest.fn();
    renderAdmin(<AdminMenu basePath="/admin" pathname="/admin" unreadChats={0} onNavigate={onNavigate} />);
    const toggle = screen.getByRole('button', { name: 'Admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Activities DB' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Activities DB' }));
    expect(onNavigate).toHaveBeenCalledWith('/admin/activities');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it("in the shell on a phone: no menu button of its own; the top bar's menu gets the entries, the current one and the chat count", () => {
    renderAdmin(
      <AreaMenuHost>
        <TopBarMenu />
        <AdminMenu basePath="/admin" pathname="/admin/verification" unreadChats={5} onNavigate={jest.fn()} superAdmin />
      </AreaMenuHost>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/cleaners',
      '/admin/clients',
      '/admin/subscription-prices',
      '/admin/activities',
      '/admin/prices',
      '/admin/notifications',
      '/admin/chats',
      '/admin/audit',
      '/admin/admins',
      '/logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'Squads DB' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^chats \(5 unread chat notifications\)$/ })).toBeInTheDocument();
  });

  it('in the shell on a wide screen: the side column as before', () => {
    const restore = asWideScreen();
    try {
      renderAdmin(
        <AreaMenuHost>
          <AdminMenu basePath="/admin" pathname="/admin" unreadChats={0} onNavigate={jest.fn()} />
        </AreaMenuHost>,
      );
      const nav = screen.getByRole('navigation', { name: 'Admin menu' });
      expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(SPEC_ENTRIES);
    } finally {
      restore();
    }
  });
});
