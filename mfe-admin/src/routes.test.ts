// The console's preload fetches the frame and the page asked for, and nothing of other pages: the shell calls it for
// the page a signed-in admin lands on, so its chunks arrive together (shell/src/bootstrap.tsx).
// Each page module records that it was mockLoaded (a jest.mock factory runs when the module is first imported).
const mockLoaded: string[] = [];
function mockPage(name: string) {
  mockLoaded.push(name);
  return {
    __esModule: true,
    default: () => null,
    AdminLayout: () => null,
    preloadConsoleTab: (tab: string) => mockLoaded.push(`tab:${tab}`),
  };
}
jest.mock('./features/layout/AdminLayout', () => mockPage('layout'));
jest.mock('./features/dashboard/DashboardPage', () => mockPage('dashboard'));
jest.mock('./features/consoles/ConsolePage', () => mockPage('console'));
jest.mock('./features/audit/AuditLogPage', () => mockPage('audit'));
jest.mock('./features/chats/ChatsPage', () => mockPage('chats'));
jest.mock('./features/booking/AdminBookingPage', () => mockPage('booking'));

import App from './export-app';

beforeEach(() => {
  mockLoaded.length = 0;
});

it('fetches the console frame and the audit page for /audit, and no other page', async () => {
  await App.preload?.('/audit');
  expect(mockLoaded.sort()).toEqual(['audit', 'layout']);
});

it('fetches the console tab page for a console screen and the dashboard for the index', async () => {
  await App.preload?.('/payments');
  await App.preload?.('/');
  expect(mockLoaded).toEqual(expect.arrayContaining(['console', 'tab:payments', 'dashboard']));
  expect(mockLoaded).not.toContain('audit');
});

it('matches routes with parameters (a chat thread, a booking)', async () => {
  await App.preload?.('/chats/abc');
  await App.preload?.('/bookings/123');
  expect(mockLoaded).toEqual(expect.arrayContaining(['chats', 'booking']));
});
