// Admin notifications page: the admin's notifications from the database, one page of the open tab at a time with
// how many there are in all (tab and page in the URL), new ones arriving live.
import {
  MESSAGES,
  useDeleteNotification,
  useLiveNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationsPage,
} from '@spotless/shared-data';
import { CLEANER_NOTIFICATION_CATEGORIES, CLIENT_NOTIFICATION_CATEGORIES } from '@spotless/shared-data/console';
import { Container, Heading, ListPager } from '@spotless/shared-ui';
import { useListParams, useNavigate, useSearchParams } from '@spotless/shared-ui/router';
import { toastError } from '../../lib/feedback';
import { NotificationsView, type NotificationAudience } from './NotificationsView';

const categoriesOf = (audience: NotificationAudience) => (audience === 'cleaner' ? CLEANER_NOTIFICATION_CATEGORIES : CLIENT_NOTIFICATION_CATEGORIES);

export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const [list, setList] = useListParams();
  const tab: NotificationAudience = params.get('tab') === 'cleaner' ? 'cleaner' : 'client';
  const notifications = useNotificationsPage({ page: list.page, categories: categoriesOf(tab) });
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
        notifications={notifications.data?.rows ?? []}
        tab={tab}
        onTab={(next) => setParams(next === 'client' ? {} : { tab: next })}
        pager={
          notifications.data ? (
            <ListPager
              label="Notifications"
              page={list.page}
              pageSize={notifications.data.pageSize}
              total={notifications.data.total}
              busy={notifications.isFetching}
              onPage={(page) => setList({ page })}
            />
          ) : null
        }
        loading={notifications.isLoading}
        error={notifications.error}
        onRetry={() => void notifications.refetch()}
        deleting={remove.isPending}
        onMarkRead={(id) => markRead.mutate(id, { onError })}
        onMarkAllRead={(audience) => markAll.mutate(categoriesOf(audience), { onError })}
        onDelete={(id) => remove.mutate(id, { onError })}
        onOpen={(n) => {
          if (!n.isRead) markRead.mutate(n.id, { onError });
          navigate(n.href);
        }}
      />
    </Container>
  );
}
