// Notifications (/cleaner/notifications; spec /cleaners-notifications): approval, bookings, client quote request
// and guest notifications, each with Mark as Read and Mark All as Read; new ones arrive live (the area layout
// subscribes and raises the toast). Lists scroll at 500 px.
import {
  CLEANER_NOTIFICATION_GROUPS,
  MESSAGES,
  NOTIFICATION_LIST_MAX_HEIGHT_PX,
  notificationCategoryLabel,
  notificationsInGroup,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  type AppNotification,
} from '@spotless/shared-data';
import { Container, ErrorState, Heading, toast } from '@spotless/shared-ui';
import { NotificationList, Tabs } from '@spotless/shared-ui/antd';
import { AntdPage } from '../../components/AntdPage';

function NotificationsPageContent() {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const onMarkAll = async (items: readonly AppNotification[]) => {
    try {
      // Mark the group's unread items (a group spans several stored categories).
      await Promise.all(items.filter((n) => !n.is_read).map((n) => markRead.mutateAsync(n.id)));
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  const all = list.data ?? [];
  return (
    <Container>
      <Heading level={1}>Notifications</Heading>
      {list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <Tabs
          aria-label="Notification categories"
          defaultActiveKey="all"
          items={[
            { key: 'all', label: 'All', categories: null },
            ...CLEANER_NOTIFICATION_GROUPS.map((g) => ({ key: g.key, label: g.label, categories: g })),
          ].map((tab) => {
            const items = tab.categories ? notificationsInGroup(all, tab.categories) : all;
            const unread = items.filter((n) => !n.is_read).length;
            return {
              key: tab.key,
              label: unread ? `${tab.label} (${unread})` : tab.label,
              children: (
                <NotificationList
                  title={tab.key === 'all' ? 'All notifications' : `${tab.label} notifications`}
                  loading={list.isPending}
                  emptyText={MESSAGES.empty.notifications}
                  maxHeight={NOTIFICATION_LIST_MAX_HEIGHT_PX}
                  items={items.map((n) => ({ id: n.id, message: n.message, isRead: n.is_read, createdAt: n.created_at, category: notificationCategoryLabel(n.category) }))}
                  onMarkRead={(id) => markRead.mutate(id, { onError: (e) => toast.error(e.message) })}
                  onMarkAllRead={() =>
                    tab.key === 'all' ? markAll.mutate(undefined, { onError: (e) => toast.error(e.message) }) : void onMarkAll(items)
                  }
                />
              ),
            };
          })}
        />
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
