import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CleanerSchedule } from '@spotless/shared-data/cleaner';
import { renderCleaner } from '../../test/render';
import { SchedulesTable } from './SchedulesTable';

const mockHide = jest.fn();
const mockComplete = jest.fn();
jest.mock('@spotless/shared-data/cleaner', () => {
  const actual = jest.requireActual('@spotless/shared-data/cleaner');
  const hook = (fn: () => jest.Mock) => () => ({ mutateAsync: (input: unknown) => fn()(input), isPending: false });
  return { ...actual, useHideMySchedules: hook(() => mockHide), useCompleteVisit: hook(() => mockComplete) };
});

const schedule = (overrides: Partial<CleanerSchedule>): CleanerSchedule => ({
  id: 's1', client_name: 'Funke Adeyemi', client_phone: '+2348051112222', client_address: '12 Awolowo Road', location: 'Ikoyi',
  service_type: 'Weekly Cleaning', start_date: '2026-11-20', service_time: '09:00:00', status: 'active', next_visit_id: 'v1',
  next_visit_date: '2026-11-28', next_visit_due: false, visits_total: 4, visits_completed: 1,
  // 08:00–10:00 Lagos (UTC+1); the second visit was moved by the client to 14:00.
  next_visit_starts_at: '2026-11-28T07:00:00Z', next_visit_ends_at: '2026-11-28T09:00:00Z', next_visit_status: 'accepted',
  upcoming_visits: [
    { id: 'v1', starts_at: '2026-11-28T07:00:00Z', ends_at: '2026-11-28T09:00:00Z' },
    { id: 'v2', starts_at: '2026-12-05T13:00:00Z', ends_at: '2026-12-05T15:00:00Z' },
  ],
  ...overrides,
});

beforeEach(() => {
  mockHide.mockReset().mockResolvedValue(1);
  mockComplete.mockReset().mockResolvedValue(undefined);
  localStorage.clear();
});

it('Delete Selected removes finished schedules in the database, not in this browser; active ones cannot be selected', async () => {
  renderCleaner(
    <SchedulesTable
      rows={[schedule({}), schedule({ id: 's2', client_name: 'Musa Bello', status: 'completed', next_visit_id: null, next_visit_date: null, visits_completed: 4 })]}
      loading={false}
      error={null}
      onRetry={() => {}}
    />,
  );
  const active = await screen.findByRole('checkbox', { name: 'Select schedule of Funke Adeyemi' });
  expect(active).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select schedule of Musa Bello' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
  expect(mockHide).toHaveBeenCalledWith(['s2']);
  expect(localStorage.length).toBe(0);
});

it('offers Mark visit completed only from the visit\'s day, and says from when', async () => {
  renderCleaner(<SchedulesTable rows={[schedule({})]} loading={false} error={null} onRetry={() => {}} />);
  const row = (await screen.findByText('Funke Adeyemi')).closest('tr')!;
  expect(within(row).getByRole('button', { name: 'Mark visit completed' })).toBeDisabled();
  expect(within(row).getByText('From 28 Nov 2026')).toBeInTheDocument();
});

it('lets the cleaner complete a visit that is due', async () => {
  renderCleaner(<SchedulesTable rows={[schedule({ next_visit_due: true })]} loading={false} error={null} onRetry={() => {}} />);
  const row = (await screen.findByText('Funke Adeyemi')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Mark visit completed' }));
  expect(mockComplete).toHaveBeenCalledWith('v1');
});

it('shows the next visit\'s time and each upcoming visit\'s day and time in Lagos time', async () => {
  renderCleaner(<SchedulesTable rows={[schedule({})]} loading={false} error={null} onRetry={() => {}} />);
  const row = (await screen.findByText('Funke Adeyemi')).closest('tr')!;
  expect(row).toHaveTextContent('08:00–10:00');
  const visits = within(row).getByRole('list', { name: 'Upcoming visits of Funke Adeyemi' });
  expect(within(visits).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['28 Nov 2026, 08:00–10:00', '5 Dec 2026, 14:00–16:00']);
  // Each visit is a booking: its time opens its booking page.
  expect(within(visits).getAllByTestId('cleaner-visit-link').map((a) => a.getAttribute('href'))).toEqual(['/cleaner/bookings/v1', '/cleaner/bookings/v2']);
});
