// Admin notifications (data-free): tabs Client Notifications and Cleaner Notifications, each with Mark as Read,
// Mark All as Read (every unread one of that tab's audience, also those not loaded) and Delete. The container may
// control the tab and pass a pager: then `notifications` is one page of the open tab, paged in the database.
import { useState, type ReactNode } from 'react';
import { MESSAGES, notificationListItem, type AppNotification } from '@spotless/shared-data';
import { adminNotificationsFor } from '@spotless/shared-data/console';
import { Button } from '@spotless/shared-ui';
import { NotificationList, Tabs } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

export type NotificationAudience = 'client' | 'cleaner';

export interface NotificationActions {
  deleting?: boolean;
  onMarkRead: (id: string) => void;
  /** Mark All as Read of a tab: every unread notification of its audience, in the database (not only those loaded). */
  onMarkAllRead: (audience: NotificationAudience) => void;
  onDelete: (id: string) => void;
  /** Follows a notification's link (navigate and mark it read). */
  onOpen?: (notification: { id: string; href: string; isRead: boolean }) => void;
}

function AudienceList({
  audience,
  items,
  title,
  deleting,
  onMarkRead,
  onMarkAllRead,
  onDelete,
  onOpen,
}: { audience: NotificationAudience; items: readonly AppNotification[]; title: string } & NotificationActions) {
  return (
    <NotificationList
      title={title}
      items={items.map(notificationListItem)}
      onOpen={onOpen}
      emptyText={MESSAGES.empty.notifications}
      onMarkRead={onMarkRead}
      onMarkAllRead={() => onMarkAllRead(audience)}
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
  tab: controlledTab,
  onTab,
  pager,
  ...actions
}: {
  notifications: readonly AppNotification[];
  /** The open tab, when the container keeps it (in the URL). */
  tab?: NotificationAudience;
  onTab?: (tab: NotificationAudience) => void;
  /** Below the open tab's list: its pager with the total. */
  pager?: ReactNode;
} & NotificationActions &
  ListState) {
  const [ownTab, setOwnTab] = useState<NotificationAudience>('client');
  const tab = controlledTab ?? ownTab;
  const changeTab = (key: string) => (onTab ? onTab(key as NotificationAudience) : setOwnTab(key as NotificationAudience));
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      <Tabs
        aria-label="Notifications"
        activeKey={tab}
        onChange={changeTab}
        items={[
          { key: 'client', label: 'Client Notifications', children: <AudienceList audience="client" title="Client Notifications" items={adminNotificationsFor(notifications, 'client')} {...actions} /> },
          { key: 'cleaner', label: 'Cleaner Notifications', children: <AudienceList audience="cleaner" title="Cleaner Notifications" items={adminNotificationsFor(notifications, 'cleaner')} {...actions} /> },
        ]}
      />
      {pager}
    </QueryFrame>
  );
}
