import { Drawer, Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { breakpoints } from '../theme/tokens';

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

/**
 * Admin/cleaner side navigation: a fixed column from 768 px, a drawer behind a Menu button on phones that closes
 * on an outside click (the mask), Escape, or after choosing an entry.
 */
export function SideMenu({ items, selectedKey, onSelect, label = 'Main menu', toggleLabel = 'Menu' }: SideMenuProps) {
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const [open, setOpen] = useState(false);
  const menuItems: MenuProps['items'] = items.map((item) => ({ key: item.key, label: item.label, icon: item.icon }));
  const menu = (
    <Menu
      mode="inline"
      items={menuItems}
      selectedKeys={selectedKey ? [selectedKey] : []}
      onClick={({ key }) => {
        setOpen(false);
        onSelect(key);
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
  if (wide) return <nav aria-label={label}>{menu}</nav>;
  return (
    <nav aria-label={label}>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        style={{ minHeight: 40, padding: '0 16px', borderRadius: 8, border: '1px solid #c3cad4', background: '#fff', font: 'inherit', cursor: 'pointer' }}
      >
        <span aria-hidden="true">☰ </span>
        {toggleLabel}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" size={280} title={label} maskClosable>
        {menu}
      </Drawer>
    </nav>
  );
}
