import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useState, type AnchorHTMLAttributes } from 'react';
import { renderWithTheme } from '../test/render-with-theme';
import { AreaMenuHost, useAreaMenu, useHostedAreaMenu, type AreaMenuSection } from './area-menu';
import { AreaMenuLinks } from './AreaMenuLinks';

const sections = (current: string, unread = 0): AreaMenuSection[] => [
  { key: 'home', label: 'Home', to: '/admin', current: current === 'home' },
  { key: 'chats', label: 'chats', to: '/admin/chats', current: current === 'chats', count: unread, countLabel: 'unread chats' },
  { key: 'logout', label: 'Logout', to: '/logout' },
];

/** Stands in for an area's layout: registers its menu and says whether it still draws its own phone toggle. */
function Area({ label = 'Admin menu', current = 'home', unread = 0 }: { label?: string; current?: string; unread?: number }) {
  const hosted = useAreaMenu({ label, sections: sections(current, unread) });
  return <p>{hosted ? 'no own phone menu' : 'own phone menu'}</p>;
}

/** Stands in for the shell's top bar: shows what the area on screen registered. */
function HostMenu() {
  const menu = useHostedAreaMenu();
  return <header>{menu ? <AreaMenuLinks menu={menu} /> : <p>no area menu</p>}</header>;
}

describe('area menu contract', () => {
  it('without a host the area keeps its own phone menu', () => {
    renderWithTheme(<Area />);
    expect(screen.getByText('own phone menu')).toBeInTheDocument();
  });

  it('with a host the area hands over its sections, kept current as the page and counts change', () => {
    const { rerender } = renderWithTheme(
      <AreaMenuHost>
        <HostMenu />
        <Area />
      </AreaMenuHost>,
    );
    expect(screen.getByText('no own phone menu')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'chats', 'Logout']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    rerender(
      <AreaMenuHost>
        <HostMenu />
        <Area current="chats" unread={4} />
      </AreaMenuHost>,
    );
    const updated = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(updated).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(updated).getByRole('link', { name: /^chats \(4 unread chats\)$/ })).toHaveAttribute('aria-current', 'page');
  });

  it('leaving the area takes its sections out of the host menu', async () => {
    function Page() {
      const [inArea, setInArea] = useState(true);
      return (
        <AreaMenuHost>
          <HostMenu />
          <button onClick={() => setInArea(false)}>Leave</button>
          {inArea ? <Area /> : null}
        </AreaMenuHost>
      );
    }
    renderWithTheme(<Page />);
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(screen.getByText('no area menu')).toBeInTheDocument();
  });

  it("an area that leaves after another registered does not take the newer one's sections away", async () => {
    function Page() {
      const [first, setFirst] = useState(true);
      const [second, setSecond] = useState(false);
      return (
        <AreaMenuHost>
          <HostMenu />
          <button onClick={() => setSecond(true)}>Open second</button>
          <button onClick={() => setFirst(false)}>Close first</button>
          {first ? <Area label="Admin menu" /> : null}
          {second ? <Area label="Cleaner menu" /> : null}
        </AreaMenuHost>
      );
    }
    renderWithTheme(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open second' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close first' }));
    expect(screen.getByRole('navigation', { name: 'Cleaner menu' })).toBeInTheDocument();
  });
});

describe('AreaMenuLinks', () => {
  it('renders entries with the given link component and reports a choice', async () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function RouterLink(
      { to, ...rest },
      ref,
    ) {
      return <a ref={ref} href={`#router${to}`} {...rest} />;
    });
    const onNavigate = jest.fn();
    renderWithTheme(<AreaMenuLinks menu={{ label: 'Cleaner menu', sections: sections('home', 120) }} linkAs={RouterLink} onNavigate={onNavigate} />);
    const nav = screen.getByRole('navigation', { name: 'Cleaner menu' });
    expect(within(nav).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '#router/logout');
    const chats = within(nav).getByRole('link', { name: /^chats \(120 unread chats\)$/ });
    expect(chats).toHaveTextContent('99+');
    await userEvent.click(chats);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows no count when there is nothing new', () => {
    renderWithTheme(<AreaMenuLinks menu={{ label: 'Admin menu', sections: sections('home', 0) }} />);
    expect(screen.getByRole('link', { name: 'chats' })).toHaveAttribute('href', '/admin/chats');
  });
});
