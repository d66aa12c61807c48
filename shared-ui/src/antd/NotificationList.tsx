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
}

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  items: readonly NotificationItem[];
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
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
 * Notifications with Mark as Read per item and Mark All as Read; unread items are bold with an accent bar and an
 * "Unread" word for screen readers. The list scrolls past `maxHeight` (spec: 500 px).
 */
export function NotificationList(props: NotificationListProps) {
  const reserved = Math.min(RESERVED_HEIGHT, (props.maxHeight ?? 500) + 52);
  return (
    <Suspense fallback={<PartFallback label="Loading notifications…" minHeight={reserved} />}>
      <NotificationListImpl {...props} />
    </Suspense>
  );
}
