import { lazy, Suspense, type ReactNode } from 'react';
import { PartFallback } from './part-fallback';

/** One notification as the list shows it. */
export interface NotificationItem {
  id: string;
  message: ReactNode;
  isRead: boolean;
  /** When it was sent, as an ISO timestamp (the `<time>` element's machine-readable value). */
  createdAt?: string;
  /** When it was sent, as shown: the caller formats it (shared-data's formatDateTime, in Lagos time). */
  createdAtLabel?: string;
  /** Optional category label ("Bookings", "Approval"...). */
  category?: string;
  /** Where the notification leads (an app path such as /client/reviews): its message becomes a link there. */
  href?: string | null;
}

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  items: readonly NotificationItem[];
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  /**
   * Follows a notification's link inside the app (navigate, and mark it read). Without it the link loads the page;
   * a click with a modifier key (new tab) is always left to the browser.
   */
  onOpen?: (item: NotificationItem & { href: string }) => void;
  /** Extra per-item action, e.g. admin Delete. */
  renderActions?: (item: NotificationItem) => ReactNode;
  loading?: boolean;
  /** Heading above the list. */
  title?: ReactNode;
  emptyText?: ReactNode;
  /** Spec: lists scroll at up to 500 px. */
  maxHeight?: number;
}

const NotificationListImpl = lazy(() => import(/* webpackChunkName: "antd-notification-list" */ './impl/NotificationList'));

/** The heading row and a few items, so the page does not jump when the list arrives. */
const RESERVED_HEIGHT = 280;

/**
 * A path of this app (`/client/reviews`), never another origin or scheme: only such links are followed, whatever a
 * stored notification says.
 */
export function isAppPath(href: string | null | undefined): href is string {
  return typeof href === 'string' && /^\/(?![/\\])/.test(href) && !/[\s\\]/.test(href);
}

/**
 * Notifications with Mark as Read per item and Mark All as Read; unread items are bold with an accent bar and an
 * "Unread" word for screen readers. A notification with a link opens where it leads (a review to leave, a bid to
 * read). The list scrolls past `maxHeight` (spec: 500 px).
 */
export function NotificationList(props: NotificationListProps) {
  const reserved = Math.min(RESERVED_HEIGHT, (props.maxHeight ?? 500) + 52);
  return (
    <Suspense fallback={<PartFallback label="Loading notifications…" minHeight={reserved} />}>
      <NotificationListImpl {...props} />
    </Suspense>
  );
}
