import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { notification } from '../../test/fixtures';
import { NotificationsView } from './NotificationsView';

const notifications = [
  notification(),
  notification({ id: 'n-2', category: 'review', message: 'New review for Adaeze', is_read: true }),
  notification({ id: 'n-3', category: 'verification', message: 'Tunde Bello submitted documents' }),
  notification({ id: 'n-4', category: 'bid', message: 'New bid on a guest request' }),
  notification({ id: 'n-5', category: 'chat', message: 'Guest 2 wrote' }),
];

describe('NotificationsView', () => {
  it('splits notifications into client and cleaner tabs (chat ones belong to the bell)', async () => {
    renderAdmin(<NotificationsView notifications={notifications} onMarkRead={jest.fn()} onMarkAllRead={jest.fn()} onDelete={jest.fn()} />);
    expect(await screen.findByText('New booking from Chioma Obi')).toBeInTheDocument();
    expect(screen.getByText('New review for Adaeze')).toBeInTheDocument();
    expect(screen.queryByText('Tunde Bello submitted documents')).not.toBeInTheDocument();
    expect(screen.queryByText('Guest 2 wrote')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cleaner Notifications' }));
    expect(await screen.findByText('Tunde Bello submitted documents')).toBeInTheDocument();
    expect(screen.getByText('New bid on a guest request')).toBeInTheDocument();
    expect(screen.queryByText('Guest 2 wrote')).not.toBeInTheDocument();
  });

  it('marks one as read, all unread of a tab as read, and deletes', async () => {
    const onMarkRead = jest.fn();
    const onMarkAllRead = jest.fn();
    const onDelete = jest.fn();
    renderAdmin(<NotificationsView notifications={notifications} onMarkRead={onMarkRead} onMarkAllRead={onMarkAllRead} onDelete={onDelete} />);
    const booking = (await screen.findByText('New booking from Chioma Obi')).closest('li')!;
    await userEvent.click(within(booking).getByRole('button', { name: 'Mark as Read' }));
    expect(onMarkRead).toHaveBeenLastCalledWith('n-1');
    await userEvent.click(within(booking).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('n-1');
    onMarkRead.mockClear();
    await userEvent.click(screen.getByRole('tab', { name: 'Cleaner Notifications' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Cleaner Notifications' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mark All as Read' }));
    // The whole audience in the database, not the loaded items one by one.
    expect(onMarkAllRead).toHaveBeenCalledWith('cleaner');
    expect(onMarkRead).not.toHaveBeenCalled();
  });

  it('shows the spec empty text', async () => {
    renderAdmin(<NotificationsView notifications={[]} onMarkRead={jest.fn()} onMarkAllRead={jest.fn()} onDelete={jest.fn()} />);
    expect(await screen.findByText('No notifications available.')).toBeInTheDocument();
  });

  it('labels categories in words and opens a notification where its link leads', async () => {
    const onOpen = jest.fn();
    renderAdmin(
      <NotificationsView
        notifications={[notification({ id: 'g-1', category: 'guest', message: 'New guest quote request', link: '/admin/quotes' })]}
        onMarkRead={jest.fn()}
        onMarkAllRead={jest.fn()}
        onDelete={jest.fn()}
        onOpen={onOpen}
      />,
    );
    const link = await screen.findByRole('link', { name: 'New guest quote request' });
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.queryByText('guest')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'g-1', href: '/admin/quotes', isRead: false }));
  });
});

