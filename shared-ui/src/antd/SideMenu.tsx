import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { breakpoints, tokens } from '../theme/tokens';

/** One entry of the side menu. */
export interface SideMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  items: readonly SideMenuItem[];
  /** Key of the current page (highlighted, aria-current). */
  selectedKey?: string;
  /** Called with the chosen key; the caller navigates. */
  onSelect: (key: string) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Text of the button that opens the menu on phones. */
  toggleLabel?: string;
  /**
   * False when the page's own Menu already holds these entries on phones (`useAreaMenu` said a host shows them):
   * below 768 px the side menu then draws nothing, so a phone has one menu button.
   */
  phoneToggle?: boolean;
}

// The phone drawer is antd's Drawer, fetched when the Menu button is about to be used (hover, focus or press).
const loadDrawer = () => import(/* webpackChunkName: "antd-side-menu-drawer" */ './impl/SideMenu');
const MenuDrawer = lazy(loadDrawer);

// The entries themselves are plain buttons drawn like antd's inline menu (40 px items, 4 px apart, the selected one on
// the primary background): the menu is on a dashboard's first screen, where antd's Menu (with its tooltips, motion
// and overflow machinery, ~90 KB gzip with antd's core) would cost more than the rest of the frame.
const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  display: grid;
  gap: 8px;
`;

const Entry = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 40px;
  padding: 0 16px 0 24px;
  border: 0;
  border-radius: ${tokens.borderRadius}px;
  background: transparent;
  color: ${tokens.colorText};
  font: inherit;
  font-size: ${tokens.fontSize}px;
  text-align: start;
  cursor: pointer;
  transition: background-color 0.2s, color 0.2s;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
  &:focus-visible {
    outline: 2px solid ${tokens.colorFocus};
    outline-offset: 1px;
  }
  &[aria-current='page'] {
    background: ${tokens.colorPrimaryBg};
    color: ${tokens.colorPrimary};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

function MenuEntries({ items, selectedKey, onChoose }: { items: readonly SideMenuItem[]; selectedKey?: string; onChoose: (key: string) => void }) {
  return (
    <Entries>
      {items.map((item) => (
        <li key={item.key}>
          <Entry type="button" aria-current={item.key === selectedKey ? 'page' : undefined} onClick={() => onChoose(item.key)}>
            {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
            <span>{item.label}</span>
          </Entry>
        </li>
      ))}
    </Entries>
  );
}

/**
 * Admin/cleaner side navigation: a fixed column from 768 px, a drawer behind a Menu button on phones that closes
 * on an outside click (the mask), Escape, or after choosing an entry.
 */
export function SideMenu({ items, selectedKey, onSelect, label = 'Main menu', toggleLabel = 'Menu', phoneToggle = true }: SideMenuProps) {
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const [open, setOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const choose = (key: string) => {
    setOpen(false);
    onSelect(key);
  };
  const entries = <MenuEntries items={items} selectedKey={selectedKey} onChoose={choose} />;
  if (wide) return <nav aria-label={label}>{entries}</nav>;
  if (!phoneToggle) return null;
  const prefetch = () => void loadDrawer();
  return (
    <nav aria-label={label}>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setDrawerMounted(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        style={{ minHeight: 40, padding: '0 16px', borderRadius: 8, border: '1px solid #c3cad4', background: '#fff', font: 'inherit', cursor: 'pointer' }}
      >
        <span aria-hidden="true">☰ </span>
        {toggleLabel}
      </button>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={() => setOpen(false)} title={label}>
            {entries}
          </MenuDrawer>
        </Suspense>
      ) : null}
    </nav>
  );
}
