// Notifications (/cleaner/notifications; spec /cleaners-notifications): approval, bookings, client quote request
// and guest notifications, each with Mark as Read and Mark All as Read; new ones arrive live (the area layout
// subscribes and raises the toast). Lists scroll at 500 px. One page of the open tab at a time comes from the
// database with how many there are in all; tab and page are in the URL (?tab=bookings&page=2).
import {
  CLEANER_NOTIFICATION_GROUPS,
  MESSAGES,
  NOTIFICATION_LIST_MAX_HEIGHT_PX,
  notificationListItem,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationsPage,
  useUnreadCountsByGroup,
} from '@spotless/shared-data';
import { Button, Container, ErrorState, Heading, ListPager, toast } from '@spotless/shared-ui';
import { NotificationList } from '@spotless/shared-ui/antd';
import { useListParams, useNavigate, useSearchParams } from '@spotless/shared-ui/router';
import { AntdPage } from '../../components/AntdPage';

const ALL_GROUP = { key: 'all', label: 'All', categories: CLEANER_NOTIFICATION_GROUPS.flatMap((g) => g.categories) };

function NotificationsPageContent() {
  const [params, setParams] = useSearchParams();
  const [paging, setPaging] = useListParams();
  const current = CLEANER_NOTIFICATION_GROUPS.find((g) => g.key === params.get('tab')) ?? null;
  const list = useNotificationsPage({ page: paging.page, categories: current ? current.categories : undefined });
  const unread = useUnreadCountsByGroup([ALL_GROUP, ...CLEANER_NOTIFICATION_GROUPS]);
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const markAll = useMarkAllNotificationsRead();

  const tabs = [{ key: 'all', label: 'All' }, ...CLEANER_NOTIFICATION_GROUPS.map((g) => ({ key: g.key, label: g.label }))].map((tab) => ({
    ...tab,
    unread: unread.data?.[tab.key] ?? 0,
  }));
  const activeKey = current?.key ?? 'all';
  return (
    <Container>
      <Heading level={1}>Notifications</Heading>
      {list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div role="group" aria-label="Notification categories" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
            {tabs.map((tab) => (
              <Button
                key={tab.key}
                size="sm"
                variant={tab.key === activeKey ? 'primary' : 'secondary'}
                aria-pressed={tab.key === activeKey}
                onClick={() => setParams(tab.key === 'all' ? {} : { tab: tab.key })}
              >
                {tab.unread ? `${tab.label} (${tab.unread})` : tab.label}
              </Button>
            ))}
          </div>
          <NotificationList
            title={current ? `${current.label} notifications` : 'All notifications'}
            loading={list.isPending}
            emptyText={MESSAGES.empty.notifications}
            maxHeight={NOTIFICATION_LIST_MAX_HEIGHT_PX}
            items={(list.data?.rows ?? []).map(notificationListItem)}
            onOpen={(item) => {
              if (!item.isRead) markRead.mutate(item.id, { onError: (e) => toast.error(e.message) });
              navigate(item.href);
            }}
            onMarkRead={(id) => markRead.mutate(id, { onError: (e) => toast.error(e.message) })}
            onMarkAllRead={() =>
              // In the database: every unread one of the tab's categories, not only those on this page.
              markAll.mutate(current ? current.categories : undefined, { onError: (e) => toast.error(e.message) })
            }
          />
          {list.data ? (
            <ListPager label="Notifications" page={paging.page} pageSize={list.data.pageSize} total={list.data.total} busy={list.isFetching} onPage={(page) => setPaging({ page })} />
          ) : null}
        </>
      )}
    </Container>
  );
}

export default function NotificationsPage() {
  return (
    <AntdPage>
      <NotificationsPageContent />
    </AntdPage>
  );
}
