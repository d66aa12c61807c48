// The admin side menu (data-free): the spec's entries with the chat bell's unread count; the current page is marked,
// and choosing an entry reports where to go. On phones the same entries go into the top bar's Menu (useAreaMenu), so
// there is one menu button; run alone (no shell) the side menu collapses into its own drawer instead (SideMenu).
import { useAreaMenu } from '@spotless/shared-ui';
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
  const entries = menuEntries(superAdmin);
  const selectedKey = menuKeyFor(pathname, basePath);
  const hosted = useAreaMenu({
    label: 'Admin menu',
    sections: entries.map(([key, text]) => ({
      key,
      label: text,
      to: targets[key],
      current: key === selectedKey,
      ...(key === 'chats' ? { count: unreadChats, countLabel: 'unread chat notifications' } : {}),
    })),
  });
  const items = entries.map(([key, text]) => ({
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
  return (
    <SideMenu
      label="Admin menu"
      toggleLabel="Admin menu"
      phoneToggle={!hosted}
      items={items}
      selectedKey={selectedKey}
      onSelect={(key) => onNavigate(targets[key as MenuKey] ?? basePath)}
    />
  );
}
