// Admin notifications (data-free): tabs Client Notifications and Cleaner Notifications, each with Mark as Read,
// Mark All as Read (every unread one of that tab) and Delete.
import { useState } from 'react';
import { adminNotificationsFor, formatDateTime, MESSAGES, notificationCategoryLabel, type AppNotification } from '@spotless/shared-data';
import { Button } from '@spotless/shared-ui';
import { NotificationList, Tabs } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

export interface NotificationActions {
  deleting?: boolean;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  /** Follows a notification's link (navigate and mark it read). */
  onOpen?: (notification: { id: string; href: string; isRead: boolean }) => void;
}

function AudienceList({ items, title, deleting, onMarkRead, onDelete, onOpen }: { items: readonly AppNotification[]; title: string } & NotificationActions) {
  return (
    <NotificationList
      title={title}
      items={items.map((n) => ({
        id: n.id,
        message: n.message,
        isRead: n.is_read,
        createdAt: n.created_at,
        createdAtLabel: formatDateTime(n.created_at),
        category: notificationCategoryLabel(n.category),
        href: n.link,
      }))}
      onOpen={onOpen}
      emptyText={MESSAGES.empty.notifications}
      onMarkRead={onMarkRead}
      onMarkAllRead={() => {
        for (const n of items) if (!n.is_read) onMarkRead(n.id);
      }}
      renderActions={(item) => (
        <Button size="sm" variant="danger" disabled={deleting} onClick={() => onDelete(item.id)}>
          Delete
        </Button>
      )}
    />
  );
}

export function NotificationsView({
  notifications,
  loading = false,
  error = null,
  onRetry,
  ...actions
}: { notifications: readonly AppNotification[] } & NotificationActions & ListState) {
  const [tab, setTab] = useState('client');
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      <Tabs
        aria-label="Notifications"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'client', label: 'Client Notifications', children: <AudienceList title="Client Notifications" items={adminNotificationsFor(notifications, 'client')} {...actions} /> },
          { key: 'cleaner', label: 'Cleaner Notifications', children: <AudienceList title="Cleaner Notifications" items={adminNotificationsFor(notifications, 'cleaner')} {...actions} /> },
        ]}
      />
    </QueryFrame>
  );
}
