import { Button } from 'antd';
import { tokens } from '../../theme/tokens';
import type { MouseEvent } from 'react';
import { isAppPath, type NotificationItem, type NotificationListProps } from '../NotificationList';
import { Themed } from './Themed';

/** The list behind {@link NotificationList} (loaded on first use, with antd's Button). */
export default function NotificationListImpl({
  items,
  onMarkRead,
  onMarkAllRead,
  onOpen,
  renderActions,
  loading = false,
  title,
  emptyText = 'No notifications available.',
  maxHeight = 500,
}: NotificationListProps) {
  const unread = items.filter((item) => !item.isRead).length;
  const follow = (event: MouseEvent<HTMLAnchorElement>, item: NotificationItem & { href: string }) => {
    // A new tab or window (modifier keys, middle click) is the browser's; a plain click stays in the app.
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(item);
  };
  return (
    <Themed>
    <section aria-label={typeof title === 'string' ? title : 'Notifications'} aria-busy={loading || undefined}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 12 }}>
        {title ? <h2 style={{ margin: 0, fontSize: tokens.fontSizeLG }}>{title}</h2> : <span />}
        <Button onClick={onMarkAllRead} disabled={unread === 0}>
          Mark All as Read
        </Button>
      </div>
      {items.length === 0 && !loading ? (
        <p style={{ color: tokens.colorTextSecondary, textAlign: 'center', padding: tokens.sizeLG }}>{emptyText}</p>
      ) : (
        <ul
          tabIndex={0}
          aria-label="Notification items"
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight, overflowY: 'auto' }}
          data-testid="notification-scroll"
        >
          {items.map((item) => (
            <li
              key={item.id}
              data-read={item.isRead}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 12,
                padding: '12px 16px',
                borderBottom: `1px solid ${tokens.colorBorderSecondary}`,
                borderLeft: `4px solid ${item.isRead ? 'transparent' : tokens.colorPrimary}`,
                background: item.isRead ? tokens.colorBgContainer : tokens.colorPrimaryBg,
              }}
            >
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                {!item.isRead ? (
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Unread: </span>
                ) : null}
                {item.category ? (
                  <span style={{ display: 'block', fontSize: tokens.fontSizeSM, color: tokens.colorTextSecondary }}>{item.category}</span>
                ) : null}
                {isAppPath(item.href) ? (
                  <a
                    href={item.href}
                    style={{ fontWeight: item.isRead ? 400 : 600 }}
                    onClick={(event) => follow(event, { ...item, href: item.href as string })}
                  >
                    {item.message}
                  </a>
                ) : (
                  <span style={{ fontWeight: item.isRead ? 400 : 600 }}>{item.message}</span>
                )}
                {item.createdAtLabel ? (
                  <time dateTime={item.createdAt} style={{ display: 'block', fontSize: tokens.fontSizeSM, color: tokens.colorTextSecondary }}>
                    {item.createdAtLabel}
                  </time>
                ) : null}
              </div>
              <div style={{ display: 'flex', gap: 8 }}>
                {!item.isRead ? (
                  <Button size="small" type="primary" onClick={() => onMarkRead(item.id)}>
                    Mark as Read
                  </Button>
                ) : null}
                {renderActions?.(item)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
    </Themed>
  );
}
