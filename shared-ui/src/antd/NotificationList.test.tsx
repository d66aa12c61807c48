import { fireEvent, render, screen, within } from '@testing-library/react';
import { NotificationList, type NotificationItem } from './NotificationList';

const items: NotificationItem[] = [
  { id: '1', message: 'Booking accepted', isRead: false },
  { id: '2', message: 'New quote request', isRead: true },
  { id: '3', message: 'Bid approved', isRead: false },
];

describe('NotificationList', () => {
  it('offers Mark as Read only on unread items and reports which one', async () => {
    const onMarkRead = jest.fn();
    render(<NotificationList items={items} onMarkRead={onMarkRead} onMarkAllRead={jest.fn()} />);
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Unread: Booking accepted');
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Mark as Read' }));
    expect(onMarkRead).toHaveBeenCalledWith('3');
  });

  it('marks all as read, and disables that when nothing is unread', async () => {
    const onMarkAllRead = jest.fn();
    const { rerender } = render(<NotificationList items={items} onMarkRead={jest.fn()} onMarkAllRead={onMarkAllRead} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark All as Read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
    rerender(<NotificationList items={items.map((n) => ({ ...n, isRead: true }))} onMarkRead={jest.fn()} onMarkAllRead={onMarkAllRead} />);
    expect(screen.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
  });

  it('scrolls past 500 px', async () => {
    render(<NotificationList items={items} onMarkRead={jest.fn()} onMarkAllRead={jest.fn()} />);
    expect(await screen.findByTestId('notification-scroll')).toHaveStyle({ maxHeight: '500px', overflowY: 'auto' });
  });

  it('shows when each arrived as the caller formatted it, with the machine-readable time beside it', async () => {
    render(
      <NotificationList
        items={[{ id: '1', message: 'Late booking', isRead: false, createdAt: '2025-01-10T23:30:00Z', createdAtLabel: '11 Jan 2025, 12:30 am' }]}
        onMarkRead={jest.fn()}
        onMarkAllRead={jest.fn()}
      />,
    );
    const time = (await screen.findByText('11 Jan 2025, 12:30 am')).closest('time')!;
    expect(time).toHaveAttribute('dateTime', '2025-01-10T23:30:00Z');
  });

  it('shows the spec empty text', async () => {
    render(<NotificationList items={[]} onMarkRead={jest.fn()} onMarkAllRead={jest.fn()} />);
    expect(await screen.findByText('No notifications available.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders extra per-item actions', async () => {
    const onDelete = jest.fn();
    render(
      <NotificationList
        items={items}
        onMarkRead={jest.fn()}
        onMarkAllRead={jest.fn()}
        renderActions={(item) => <button onClick={() => onDelete(item.id)}>Delete</button>}
      />,
    );
    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete' }))[1]!);
    expect(onDelete).toHaveBeenCalledWith('2');
  });

  it('makes a notification with an app link open where it leads, leaving new-tab clicks to the browser', async () => {
    const onOpen = jest.fn();
    const linked: NotificationItem[] = [
      { id: 'r', message: 'Please leave a review', isRead: false, href: '/client/reviews' },
      { id: 'x', message: 'Elsewhere', isRead: false, href: 'https://example.com/' },
      { id: 'y', message: 'Protocol-relative', isRead: false, href: '//example.com/x' },
      { id: 'z', message: 'Script', isRead: false, href: 'javascript:alert(1)' },
    ];
    render(<NotificationList items={linked} onMarkRead={jest.fn()} onMarkAllRead={jest.fn()} onOpen={onOpen} />);
    const link = await screen.findByRole('link', { name: 'Please leave a review' });
    expect(link).toHaveAttribute('href', '/client/reviews');
    // Only paths of this app become links, whatever a stored notification says.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Script').closest('a')).toBeNull();

    fireEvent.click(link, { ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'r', href: '/client/reviews' }));
  });
});
