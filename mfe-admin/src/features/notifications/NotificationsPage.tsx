// Admin notifications page: the admin's notifications from the database, new ones arriving live.
import {
  CLEANER_NOTIFICATION_CATEGORIES,
  CLIENT_NOTIFICATION_CATEGORIES,
  MESSAGES,
  useDeleteNotification,
  useLiveNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@spotless/shared-data';
import { Container, Heading } from '@spotless/shared-ui';
import { useNavigate } from '@spotless/shared-ui/router';
import { toastError } from '../../lib/feedback';
import { NotificationsView } from './NotificationsView';

export default function NotificationsPage() {
  const notifications = useNotifications();
  useLiveNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const navigate = useNavigate();
  const onError = (e: unknown) => toastError(e, MESSAGES.admin.notificationsFailed);
  return (
    <Container>
      <Heading level={1}>Notifications</Heading>
      <NotificationsView
        notifications={notifications.data ?? []}
        loading={notifications.isLoading}
        error={notifications.error}
        onRetry={() => void notifications.refetch()}
        deleting={remove.isPending}
        onMarkRead={(id) => markRead.mutate(id, { onError })}
        onMarkAllRead={(audience) => markAll.mutate(audience === 'cleaner' ? CLEANER_NOTIFICATION_CATEGORIES : CLIENT_NOTIFICATION_CATEGORIES, { onError })}
        onDelete={(id) => remove.mutate(id, { onError })}
        onOpen={(n) => {
          if (!n.isRead) markRead.mutate(n.id, { onError });
          navigate(n.href);
        }}
      />
    </Container>
  );
}
