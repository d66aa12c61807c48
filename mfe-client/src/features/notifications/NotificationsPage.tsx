// Notifications (/client/notifications): newest first, Mark as Read and Mark All as Read, scrolls at 500 px. New
// items arrive live (the dashboard layout subscribes and raises a toast for each). One page at a time comes from the
// database with how many there are in all; the page is in the URL (?page=2).
import {
  errorMessage,
  MESSAGES,
  NOTIFICATION_LIST_MAX_HEIGHT_PX,
  NOTIFICATION_MESSAGES,
  notificationListItem,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationsPage,
} from '@spotless/shared-data';
import { ErrorState, ListPager, Loading, toast } from '@spotless/shared-ui';
import { NotificationList } from '@spotless/shared-ui/antd';
import { useListParams, useNavigate } from '@spotless/shared-ui/router';

export default function NotificationsPage() {
  const [paging, setPaging] = useListParams();
  const list = useNotificationsPage({ page: paging.page });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  if (list.isError) return <ErrorState message={errorMessage(list.error, NOTIFICATION_MESSAGES.fetchFailed)} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Loading message="Loading notifications..." />;
  const items = list.data.rows.map(notificationListItem);
  return (
    <>
      <NotificationList
        title="Notifications"
        items={items}
        loading={list.isPending}
        emptyText={MESSAGES.empty.notifications}
        maxHeight={NOTIFICATION_LIST_MAX_HEIGHT_PX}
        onMarkRead={(id) => markRead.mutate(id, { onError: (error) => toast.error(errorMessage(error, NOTIFICATION_MESSAGES.updateFailed)) })}
        onOpen={(item) => {
          if (!item.isRead) markRead.mutate(item.id, { onError: (error) => toast.error(errorMessage(error, NOTIFICATION_MESSAGES.updateFailed)) });
          navigate(item.href);
        }}
        // In the database: every unread one, not only those on this page.
        onMarkAllRead={() => markAll.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, NOTIFICATION_MESSAGES.updateFailed)) })}
      />
      <ListPager label="Notifications" page={paging.page} pageSize={list.data.pageSize} total={list.data.total} busy={list.isFetching} onPage={(page) => setPaging({ page })} />
    </>
  );
}
