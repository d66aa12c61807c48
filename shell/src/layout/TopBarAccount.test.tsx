import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { DataProvider, useAuth } from '@spotless/shared-data';
import { TopBar, addableRoleFor } from './TopBar';
import { TopBarView, type TopBarViewProps } from './TopBarView';
import { HOLD_LIMIT_MS } from './use-account-pending';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderView(props: Partial<TopBarViewProps>) {
  render(
    <SpotlessThemeProvider withGlobalStyle={false}>
      <MemoryRouter>
        <TopBarView signedIn userName="Ada" roles={['client']} activeRole="client" onSwitchRole={jest.fn()} {...props} />
      </MemoryRouter>
    </SpotlessThemeProvider>,
  );
}

describe('top bar, signed-in parts', () => {
  it('shows the bell with the unread count, leading to the role notifications page', () => {
    renderView({ unreadCount: 3 });
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/client/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('names the bell without a badge when nothing is unread, and follows the active role', () => {
    renderView({ unreadCount: 0, roles: ['cleaner', 'client'], activeRole: 'cleaner' });
    expect(screen.getByRole('link', { name: 'Notifications, none unread' })).toHaveAttribute('href', '/cleaner/notifications');
  });

  it('offers "Become a cleaner" to a client (same account, through /register)', () => {
    renderView({ addableRole: 'cleaner' });
    expect(screen.getByRole('link', { name: 'Become a cleaner' })).toHaveAttribute('href', '/register?role=cleaner');
  });

  it('offers the other self-service role only to clients and cleaners', () => {
    expect(addableRoleFor(['client'])).toBe('cleaner');
    expect(addableRoleFor(['cleaner'])).toBe('client');
    expect(addableRoleFor(['cleaner', 'client'])).toBeNull();
    expect(addableRoleFor(['admin'])).toBeNull();
  });

  it('switches role without signing in again and opens that role dashboard', async () => {
    act(() => {
      useAuth.setState({
        status: 'signed-in',
        user: { id: 'u1', email: 'ada@example.ng', is_anonymous: false } as never,
        isAnonymous: true, // keeps the unread-count query idle in this test (no server)
        profile: { id: 'u1', full_name: 'Ada Obi', email: 'ada@example.ng', phone: null, avatar_url: null },
        roles: ['client', 'cleaner'],
        activeRole: 'client',
      });
    });
    render(
      <SpotlessThemeProvider withGlobalStyle={false}>
        <DataProvider>
          <MemoryRouter initialEntries={['/client']}>
            <TopBar />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </DataProvider>
      </SpotlessThemeProvider>,
    );
    expect(screen.getByTestId('top-bar-user')).toHaveTextContent('Ada');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'cleaner');
    expect(useAuth.getState().activeRole).toBe('cleaner');
    expect(screen.getByTestId('location')).toHaveTextContent('/cleaner');
  });
});

describe('top bar before a role is chosen', () => {
  it('shows no role links while a person with several roles has not picked one, and links to Account settings', () => {
    act(() => {
      useAuth.setState({
        status: 'signed-in',
        user: { id: 'u2', email: 'bode@example.ng', is_anonymous: false } as never,
        isAnonymous: true, // keeps the unread-count query idle in this test (no server)
        profile: { id: 'u2', full_name: 'Bode Ade', email: 'bode@example.ng', phone: null, avatar_url: null },
        roles: ['client', 'cleaner'],
        activeRole: null,
      });
    });
    render(
      <SpotlessThemeProvider withGlobalStyle={false}>
        <DataProvider>
          <MemoryRouter initialEntries={['/sign']}>
            <TopBar />
          </MemoryRouter>
        </DataProvider>
      </SpotlessThemeProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bookings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });
});

describe('top bar, while a stored session is restored', () => {
  const SESSION_KEY = 'sb-test-auth-token';

  function renderTopBar() {
    render(
      <SpotlessThemeProvider withGlobalStyle={false}>
        <DataProvider>
          <MemoryRouter initialEntries={['/about']}>
            <TopBar />
          </MemoryRouter>
        </DataProvider>
      </SpotlessThemeProvider>,
    );
  }

  beforeEach(() => {
    act(() => {
      useAuth.setState({ status: 'loading', session: null, user: null, isAnonymous: false, profile: null, roles: [], activeRole: null });
    });
  });

  afterEach(() => {
    localStorage.removeItem(SESSION_KEY);
    jest.useRealTimers();
  });

  it('the view keeps Login and Sign Up in place but out of reach while pending', () => {
    renderView({ signedIn: false, roles: [], activeRole: null, accountPending: true });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    const login = screen.getByText('Login');
    expect(login).toHaveAttribute('aria-hidden', 'true');
    expect(login).toHaveAttribute('tabindex', '-1');
    // Home and About are everyone's: never held back.
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
  });

  it('the view offers Login and Sign Up, marked as visitor-only links, when nothing is pending', () => {
    renderView({ signedIn: false, roles: [], activeRole: null });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('data-account-link');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('data-account-link');
  });

  it('holds Login back while a stored session loads, and gives it back if loading outlasts the hold', () => {
    jest.useFakeTimers();
    localStorage.setItem(SESSION_KEY, '{}');
    renderTopBar();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    act(() => {
      jest.advanceTimersByTime(HOLD_LIMIT_MS);
    });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign');
  });

  it('offers Login at once to a visitor with no stored session', () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers Login once the stored session turns out to be gone', () => {
    localStorage.setItem(SESSION_KEY, '{}');
    renderTopBar();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    act(() => {
      useAuth.setState({ status: 'signed-out' });
    });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
