import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { unwrap } from '../errors/unwrap';
import { formatDateTime } from '../format/dates';
import { pageRange, toListPage, type ListPage } from '../paging/paging';
import { queryKeys } from '../query/query-keys';
import { useRealtimeInvalidation } from '../query/use-realtime-invalidation';

type NotificationRow = Database['public']['Tables']['notifications']['Row'];

/** One notification of the signed-in user (rows are written by the database, never by another browser). */
export type AppNotification = Pick<NotificationRow, 'id' | 'category' | 'message' | 'link' | 'is_read' | 'created_at'>;

/** A stored notification category (database domain `notification_category`). */
export type NotificationCategory = NotificationRow['category'];

/** A tab of a notifications page: a label and the stored categories it shows. */
export interface NotificationGroup {
  key: string;
  label: string;
  categories: readonly NotificationCategory[];
}

/**
 * The cleaner's Notifications page groups (spec: approval, bookings, client quote request and guest notifications).
 * Every stored category lands in exactly one group, so nothing addressed to a cleaner is invisible.
 */
export const CLEANER_NOTIFICATION_GROUPS: readonly NotificationGroup[] = [
  { key: 'approval', label: 'Approval', categories: ['approval', 'verification', 'system', 'review'] },
  { key: 'bookings', label: 'Bookings', categories: ['booking', 'schedule'] },
  { key: 'quotes', label: 'Client Quote Requests', categories: ['quote', 'bid', 'chat'] },
  { key: 'guest', label: 'Guest', categories: ['guest'] },
];

/** Human label of a category, for list rows. */
export function notificationCategoryLabel(category: string): string {
  switch (category) {
    case 'approval':
      return 'Approval';
    case 'booking':
      return 'Bookings';
    case 'quote':
      return 'Quote request';
    case 'bid':
      return 'Bids';
    case 'guest':
      return 'Guest';
    case 'schedule':
      return 'Schedules';
    case 'review':
      return 'Reviews';
    case 'verification':
      return 'Verification';
    case 'chat':
      return 'Chat';
    default:
      return 'System';
  }
}

/** A notification as every notifications list shows it (shared-ui's NotificationList item): words, Lagos time, link. */
export function notificationListItem(n: AppNotification) {
  return {
    id: n.id,
    message: n.message,
    isRead: n.is_read,
    createdAt: n.created_at,
    createdAtLabel: formatDateTime(n.created_at),
    category: notificationCategoryLabel(n.category),
    href: n.link,
  };
}

/** Failure texts (the spec shows none for notifications: ours). */
export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Error fetching notifications.',
  updateFailed: MESSAGES.admin.notificationsFailed,
} as const;

const COLUMNS = 'id, category, message, link, is_read, created_at';
/** Newest first; older ones stay in the database (a cleaner rarely scrolls past a few hundred). */
const LIST_LIMIT = 200;

/**
 * The caller's notifications, newest first (RLS: own rows only).
 * @throws DataError "Error fetching notifications."
 */
export async function fetchNotifications(): Promise<AppNotification[]> {
  const supabase = await getSupabase();
  const result = await supabase.from('notifications').select(COLUMNS).order('created_at', { ascending: false }).limit(LIST_LIMIT);
  return (unwrap(result, NOTIFICATION_MESSAGES.fetchFailed) ?? []) as AppNotification[];
}

/** A page of the caller's notifications, of some categories (a tab) or all. */
export interface NotificationsQuery {
  page: number;
  categories?: readonly NotificationCategory[];
}

/**
 * One page of the caller's notifications, newest first, with how many there are in all (RLS: own rows only; the
 * recipient's (recipient_id, created_at) index serves the page and the count), so every one is reachable.
 * @throws DataError "Error fetching notifications."
 */
export async function fetchNotificationsPage(query: NotificationsQuery): Promise<ListPage<AppNotification>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  let request = supabase.from('notifications').select(COLUMNS, { count: 'exact' }).order('created_at', { ascending: false }).order('id', { ascending: true }).range(from, to);
  if (query.categories) request = request.in('category', [...query.categories]);
  const result = await request;
  return toListPage((unwrap(result, NOTIFICATION_MESSAGES.fetchFailed) ?? []) as AppNotification[], result.count, page);
}

/**
 * How many of the caller's notifications are unread (head count on the partial unread index).
 * @throws DataError "Error fetching notifications."
 */
export async function fetchUnreadNotificationCount(): Promise<number> {
  const supabase = await getSupabase();
  const result = await supabase.from('notifications').select('id', { count: 'exact', head: true }).eq('is_read', false);
  unwrap(result, NOTIFICATION_MESSAGES.fetchFailed);
  return result.count ?? 0;
}

/**
 * How many of the caller's notifications are unread in each group (one head count per group, in the database), for
 * tab badges of a paged list.
 * @throws DataError "Error fetching notifications."
 */
export async function fetchUnreadCountsByGroup(groups: readonly NotificationGroup[]): Promise<Record<string, number>> {
  const supabase = await getSupabase();
  const counts = await Promise.all(
    groups.map(async (group) => {
      const result = await supabase.from('notifications').select('id', { count: 'exact', head: true }).eq('is_read', false).in('category', [...group.categories]);
      unwrap(result, NOTIFICATION_MESSAGES.fetchFailed);
      return [group.key, result.count ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/** Marks one notification read (RPC `mark_notification_read`). */
export async function markNotificationRead(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('mark_notification_read', { p_notification_id: id }), NOTIFICATION_MESSAGES.updateFailed);
}

/**
 * Marks all unread notifications read, or those of some categories (a tab spans several); in the database, so it
 * covers every one, not only those a page has loaded. Returns how many changed.
 */
export async function markAllNotificationsRead(categories?: NotificationCategory | readonly NotificationCategory[]): Promise<number> {
  const supabase = await getSupabase();
  const list = categories === undefined ? [undefined] : typeof categories === 'string' ? [categories] : [...categories];
  const changed = await Promise.all(
    list.map(async (category) => {
      const result = await supabase.rpc('mark_all_notifications_read', category ? { p_category: category } : {});
      return (unwrap(result, NOTIFICATION_MESSAGES.updateFailed) as number | null) ?? 0;
    }),
  );
  return changed.reduce((sum, n) => sum + n, 0);
}

/** Deletes one of the caller's notifications (admin pages offer Delete). */
export async function deleteNotification(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('notifications').delete().eq('id', id), NOTIFICATION_MESSAGES.updateFailed);
}

function useUserId(): string | undefined {
  return useAuth((state) => (state.isAnonymous ? undefined : state.user?.id));
}

/** The signed-in user's notifications (keyed per user so a new sign-in never sees the previous one's list). */
export function useNotifications() {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.notifications.list({ userId }),
    queryFn: fetchNotifications,
    enabled: Boolean(userId),
  });
}

/** A page of the signed-in user's notifications (keyed per user); the previous page stays shown while the next loads. */
export function useNotificationsPage(query: NotificationsQuery) {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.notifications.list({ userId, page: query.page, categories: query.categories ?? null }),
    queryFn: () => fetchNotificationsPage(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

/** Unread counts of each group (tab badges). */
export function useUnreadCountsByGroup(groups: readonly NotificationGroup[]) {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.notifications.detail(`unread-groups:${userId ?? ''}:${groups.map((g) => g.key).join(',')}`),
    queryFn: () => fetchUnreadCountsByGroup(groups),
    enabled: Boolean(userId),
  });
}

/** Unread count for the bell / menu badge. */
export function useUnreadNotificationCount() {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.notifications.detail(`unread:${userId ?? ''}`),
    queryFn: fetchUnreadNotificationCount,
    enabled: Boolean(userId),
  });
}

/** Mark as Read (refreshes lists and the unread count). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** Mark All as Read, optionally of some categories. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categories?: NotificationCategory | readonly NotificationCategory[]) => markAllNotificationsRead(categories),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** Delete one notification. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/**
 * Keeps notification queries live: subscribes to the caller's own notification rows and invalidates the lists and
 * the unread count on every change. `onNew` receives each newly inserted notification (raise a toast with it).
 * Mount once per area layout.
 */
export function useLiveNotifications(onNew?: (notification: AppNotification) => void): void {
  const userId = useUserId();
  useRealtimeInvalidation({
    table: 'notifications',
    filter: userId ? `recipient_id=eq.${userId}` : undefined,
    queryKeys: [queryKeys.notifications.all],
    enabled: Boolean(userId),
    onChange: (payload) => {
      const change = payload as { eventType?: string; new?: AppNotification };
      if (change.eventType === 'INSERT' && change.new && onNew) onNew(change.new);
    },
  });
}

/** Notifications of one group (by its stored categories). */
export function notificationsInGroup(items: readonly AppNotification[], group: NotificationGroup): AppNotification[] {
  return items.filter((item) => group.categories.includes(item.category));
}
