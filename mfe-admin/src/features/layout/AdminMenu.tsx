// The admin side menu (data-free): the spec's entries with the chat bell's unread count; the current page is marked,
// and choosing an entry reports where to go. Collapses into a drawer on phones (SideMenu).
import { SideMenu } from '@spotless/shared-ui/antd';
import { menuEntries, menuKeyFor, menuTargets, type MenuKey } from './menu';

export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="chat-bell-count"
      aria-label={`${count} ${label}`}
      style={{ marginLeft: 8, padding: '0 8px', borderRadius: 10, background: '#b42318', color: '#fff', fontSize: 12, fontWeight: 600 }}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function AdminMenu({
  basePath,
  pathname,
  unreadChats,
  onNavigate,
  superAdmin = false,
}: {
  basePath: string;
  pathname: string;
  unreadChats: number;
  onNavigate: (to: string) => void;
  /** Adds the super_admin entries (Audit log, Admins). */
  superAdmin?: boolean;
}) {
  const targets = menuTargets(basePath);
  const items = menuEntries(superAdmin).map(([key, text]) => ({
    key,
    label:
      key === 'chats' ? (
        <span>
          {text}
          <CountBadge count={unreadChats} label="unread chat notifications" />
        </span>
      ) : (
        text
      ),
  }));
  // "Admin menu", not "Menu": on a phone the top bar has its own Menu button just above this one.
  return <SideMenu label="Admin menu" toggleLabel="Admin menu" items={items} selectedKey={menuKeyFor(pathname, basePath)} onSelect={(key) => onNavigate(targets[key as MenuKey] ?? basePath)} />;
}
