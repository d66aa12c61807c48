import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { breakpoints } from '../theme/tokens';
import { PartFallback } from './part-fallback';

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
}

// One chunk for both forms: antd's Menu is most of it, and a window can cross 768 px.
const loadMenu = () => import(/* webpackChunkName: "antd-side-menu" */ './impl/SideMenu');
const MenuColumn = lazy(() => loadMenu().then((m) => ({ default: m.MenuColumn })));
const MenuDrawer = lazy(() => loadMenu().then((m) => ({ default: m.MenuDrawer })));

/** antd's inline menu item: 40 px high with 4 px above and below. */
const ITEM_HEIGHT = 48;

/**
 * Admin/cleaner side navigation: a fixed column from 768 px, a drawer behind a Menu button on phones that closes
 * on an outside click (the mask), Escape, or after choosing an entry. On phones the drawer's code is fetched only
 * when the button is about to be used (hover, focus or press).
 */
export function SideMenu({ items, selectedKey, onSelect, label = 'Main menu', toggleLabel = 'Menu' }: SideMenuProps) {
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const [open, setOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const choose = (key: string) => {
    setOpen(false);
    onSelect(key);
  };
  if (wide) {
    return (
      <nav aria-label={label}>
        <Suspense fallback={<PartFallback label="Loading menu…" minHeight={items.length * ITEM_HEIGHT} />}>
          <MenuColumn items={items} selectedKey={selectedKey} onChoose={choose} />
        </Suspense>
      </nav>
    );
  }
  const prefetch = () => void loadMenu();
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
          <MenuDrawer open={open} onClose={() => setOpen(false)} title={label} items={items} selectedKey={selectedKey} onChoose={choose} />
        </Suspense>
      ) : null}
    </nav>
  );
}
