// Admin notifications: tabs Client Notifications and Cleaner Notifications, each with Mark as Read (and Mark All as
// Read) and Delete; new ones arrive live.
import { useState } from 'react';
import {
  adminNotificationsFor,
  MESSAGES,
  useDeleteNotification,
  useLiveNotifications,
  useMarkNotificationRead,
  useNotifications,
  type AppNotification,
} from '@spotless/shared-data';
import { Button, Container, Heading } from '@spotless/shared-ui';
import { NotificationList, Tabs } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';

function AudienceList({ items, title }: { items: readonly AppNotification[]; title: string }) {
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const onError = (e: unknown) => toastError(e, MESSAGES.admin.notificationsFailed);
  return (
    <NotificationList
      title={title}
      items={items.map((n) => ({ id: n.id, message: n.message, isRead: n.is_read, createdAt: n.created_at, category: n.category }))}
      emptyText={MESSAGES.empty.notifications}
      onMarkRead={(id) => markRead.mutate(id, { onError })}
      onMarkAllRead={() => {
        for (const n of items) if (!n.is_read) markRead.mutate(n.id, { onError });
      }}
      renderActions={(item) => (
        <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(item.id, { onError })}>
          Delete
        </Button>
      )}
    />
  );
}

export default function NotificationsPage() {
  const [tab, setTab] = useState('client');
  const notifications = useNotifications();
  useLiveNotifications();
  const all = notifications.data ?? [];
  return (
    <Container>
      <Heading level={1}>Notifications</Heading>
      <QueryFrame isLoading={notifications.isLoading} error={notifications.error} onRetry={() => void notifications.refetch()}>
        <Tabs
          aria-label="Notifications"
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'client', label: 'Client Notifications', children: <AudienceList title="Client Notifications" items={adminNotificationsFor(all, 'client')} /> },
            { key: 'cleaner', label: 'Cleaner Notifications', children: <AudienceList title="Cleaner Notifications" items={adminNotificationsFor(all, 'cleaner')} /> },
          ]}
        />
      </QueryFrame>
    </Container>
  );
}
