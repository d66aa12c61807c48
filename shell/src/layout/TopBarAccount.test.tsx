import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { DataProvider, useAuth } from '@spotless/shared-data';
import { TopBar, addableRoleFor } from './TopBar';
import { TopBarView, type TopBarViewProps } from './TopBarView';

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
