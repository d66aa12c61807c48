import { Drawer, Menu } from 'antd';
import type { SideMenuItem } from '../SideMenu';
import { Themed } from './Themed';

/** What the light SideMenu hands to its antd parts. */
export interface MenuImplProps {
  items: readonly SideMenuItem[];
  selectedKey?: string;
  onChoose: (key: string) => void;
}

function EntryMenu({ items, selectedKey, onChoose }: MenuImplProps) {
  return (
    <Menu
      mode="inline"
      items={items.map((item) => ({ key: item.key, label: item.label, icon: item.icon }))}
      selectedKeys={selectedKey ? [selectedKey] : []}
      onClick={({ key }) => onChoose(key)}
      style={{ borderInlineEnd: 0 }}
    />
  );
}

/** The side menu as a fixed column (768 px and wider). */
export function MenuColumn(props: MenuImplProps) {
  return (
    <Themed>
      <EntryMenu {...props} />
    </Themed>
  );
}

/** The side menu in a drawer (phones): closes on the mask, Escape, or after choosing an entry. */
export function MenuDrawer({ open, onClose, title, ...menu }: MenuImplProps & { open: boolean; onClose: () => void; title: string }) {
  return (
    <Themed>
      <Drawer open={open} onClose={onClose} placement="left" size={280} title={title} maskClosable>
        <EntryMenu {...menu} />
      </Drawer>
    </Themed>
  );
}
