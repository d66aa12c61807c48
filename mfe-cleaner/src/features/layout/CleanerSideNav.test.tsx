import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaMenuHost, AreaMenuLinks, useHostedAreaMenu } from '@spotless/shared-ui';
import { renderCleaner } from '../../test/render';
import { CleanerSideNav } from './CleanerLayout';

/** The shell's side of the contract: its top bar shows what the area handed over. */
function TopBarMenu() {
  const menu = useHostedAreaMenu();
  return menu ? <AreaMenuLinks menu={menu} /> : null;
}

// useMediaQuery reads window.matchMedia; the Jest setup's stand-in matches nothing (a phone).
function asWideScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

const ENTRIES = ['Home', 'My Profile', 'Dashboard', 'Settings', 'Logout', 'Notification'];

describe('CleanerSideNav', () => {
  it('alone on a phone (no shell) keeps its own Menu button', async () => {
    renderCleaner(<CleanerSideNav basePath="/cleaner" unread={0} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('navigation', { name: 'Cleaner menu' })).getAllByRole('link').map((l) => l.textContent)).toEqual(ENTRIES);
  });

  it('in the shell on a phone hands its entries to the top bar menu and draws no button', () => {
    renderCleaner(
      <AreaMenuHost>
        <TopBarMenu />
        <CleanerSideNav basePath="/cleaner" unread={7} />
      </AreaMenuHost>,
      { route: '/cleaner/bids/guest-quotes' },
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Cleaner menu' });
    expect(within(nav).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/cleaner/profile',
      '/cleaner/bids',
      '/cleaner/settings',
      '/logout',
      '/cleaner/notifications',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Notification \(7 unread\)$/ })).toBeInTheDocument();
  });

  it('in the shell on a wide screen stays the side column', () => {
    const restore = asWideScreen();
    try {
      renderCleaner(
        <AreaMenuHost>
          <CleanerSideNav basePath="/cleaner" unread={0} />
        </AreaMenuHost>,
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: 'Cleaner menu' })).getAllByRole('link').map((l) => l.textContent)).toEqual(ENTRIES);
    } finally {
      restore();
    }
  });
});
