// Notifications (/cleaner/notifications; spec /cleaners-notifications): approval, bookings, client quote request
// and guest notifications, each with Mark as Read and Mark All as Read; new ones arrive live (the area layout
// subscribes and raises the toast). Lists scroll at 500 px.
import {
  CLEANER_NOTIFICATION_GROUPS,
  MESSAGES,
  NOTIFICATION_LIST_MAX_HEIGHT_PX,
  notificationListItem,
  notificationsInGroup,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@spotless/shared-data';
import { Button, Container, ErrorState, Heading, toast } from '@spotless/shared-ui';
import { useState } from 'react';
import { NotificationList } from '@spotless/shared-ui/antd';
import { useNavigate } from '@spotless/shared-ui/router';
import { AntdPage } from '../../components/AntdPage';

function NotificationsPageContent() {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const markAll = useMarkAllNotificationsRead();
  const [active, setActive] = useState('all');

  const all = list.data ?? [];
  const tabs = [
    { key: 'all', label: 'All', group: null },
    ...CLEANER_NOTIFICATION_GROUPS.map((g) => ({ key: g.key, label: g.label, group: g })),
  ].map((tab) => {
    const items = tab.group ? notificationsInGroup(all, tab.group) : all;
    return { key: tab.key, label: tab.label, group: tab.group, items, unread: items.filter((n) => !n.is_read).length };
  });
  const current = tabs.find((t) => t.key === active) ?? tabs[0]!;
  return (
    <Container>
      <Heading level={1}>Notifications</Heading>
      {list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div role="group" aria-label="Notification categories" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
            {tabs.map((tab) => (
              <Button key={tab.key} size="sm" variant={tab.key === current.key ? 'primary' : 'secondary'} aria-pressed={tab.key === current.key} onClick={() => setActive(tab.key)}>
                {tab.unread ? `${tab.label} (${tab.unread})` : tab.label}
              </Button>
            ))}
          </div>
          <NotificationList
            title={current.key === 'all' ? 'All notifications' : `${current.label} notifications`}
            loading={list.isPending}
            emptyText={MESSAGES.empty.notifications}
            maxHeight={NOTIFICATION_LIST_MAX_HEIGHT_PX}
            items={current.items.map(notificationListItem)}
            onOpen={(item) => {
              if (!item.isRead) markRead.mutate(item.id, { onError: (e) => toast.error(e.message) });
              navigate(item.href);
            }}
            onMarkRead={(id) => markRead.mutate(id, { onError: (e) => toast.error(e.message) })}
            onMarkAllRead={() =>
              // In the database: every unread one of the tab's categories, not only those loaded here.
              markAll.mutate(current.group ? current.group.categories : undefined, { onError: (e) => toast.error(e.message) })
            }
          />
        </>
      )}
    </Container>
  );
}

export default function NotificationsPage() {
  return (
    <AntdPage>
      <NotificationsPageContent  />
    </AntdPage>
  );
}
