import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Themed } from './Themed';

/** The side menu's drawer on phones (antd Drawer): closes on the mask, Escape, or after choosing an entry. */
export default function MenuDrawer({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Themed>
      <Drawer open={open} onClose={onClose} placement="left" size={280} title={title} maskClosable>
        {children}
      </Drawer>
    </Themed>
  );
}
