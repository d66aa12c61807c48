// Wraps a DataTable so its horizontal scroll container (antd's .ant-table-content, scrolling at 360 px) can be
// reached and scrolled with the keyboard: axe's scrollable-region-focusable. Until shared-ui's DataTable does this
// itself, the wrapper marks the container focusable and names it after the table.
import { useEffect, useRef, type ReactNode } from 'react';

export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((el) => {
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    });
  });
  return <div ref={ref}>{children}</div>;
}

/** A table's empty text in a colour with AA contrast (antd's default placeholder grey fails it). */
export function EmptyText({ children }: { children: ReactNode }) {
  return <span style={{ color: '#4b5563' }}>{children}</span>;
}
