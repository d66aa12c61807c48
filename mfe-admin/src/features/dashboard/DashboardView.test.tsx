import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { DashboardView } from './DashboardView';
import { MOTIVATIONAL_LINES, pickMotivation } from './motivation';

const figures = { openRequests: 4, pendingVerifications: 2, jobsDueToday: 7, chatsAwaitingReply: 1 };

describe('DashboardView', () => {
  it('greets the admin and shows each headline figure linking to where it is handled', () => {
    renderAdmin(<DashboardView line="Good Morning, Ada!" motivation={MOTIVATIONAL_LINES[0]} figures={figures} basePath="/admin" />);
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('Good Morning, Ada!');
    expect(screen.getByTestId('dashboard-motivation')).toHaveTextContent(MOTIVATIONAL_LINES[0]);
    expect(screen.getByRole('link', { name: 'Open requests: 4' })).toHaveAttribute('href', '/admin/activities');
    expect(screen.getByRole('link', { name: 'Pending verifications: 2' })).toHaveAttribute('href', '/admin/verification');
    expect(screen.getByRole('link', { name: 'Jobs due today: 7' })).toHaveAttribute('href', '/admin/activities/guest-bookings');
    expect(screen.getByRole('link', { name: 'Chats awaiting reply: 1' })).toHaveAttribute('href', '/admin/chats');
  });

  it('offers a retry when the figures failed to load', async () => {
    const onRetry = jest.fn();
    renderAdmin(<DashboardView line="Good Evening!" motivation="" basePath="/admin" error={new Error('down')} onRetry={onRetry} />);
    expect(screen.queryByRole('list', { name: 'Headline figures' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('picks one of the motivational lines, whatever the random draw', () => {
    expect(pickMotivation(() => 0)).toBe(MOTIVATIONAL_LINES[0]);
    expect(pickMotivation(() => 0.999999)).toBe(MOTIVATIONAL_LINES[MOTIVATIONAL_LINES.length - 1]);
    expect(pickMotivation(() => 1)).toBe(MOTIVATIONAL_LINES[MOTIVATIONAL_LINES.length - 1]);
  });
});
