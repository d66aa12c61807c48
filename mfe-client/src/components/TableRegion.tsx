// Wraps a DataTable so its horizontal scroll container (antd's .ant-table-content, scrolling at 360 px) can be
// reached and scrolled with the keyboard: axe's scrollable-region-focusable. Until shared-ui's DataTable does this
// itself, the wrapper marks the container focusable and names it after the table.
import { useEffect, useRef, type ReactNode } from 'react';

export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () =>
      root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((el) => {
        if (el.getAttribute('tabindex') !== '0') el.setAttribute('tabindex', '0');
        if (el.getAttribute('role') !== 'region') el.setAttribute('role', 'region');
        if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
      });
    mark();
    // The table (loaded lazily, re-rendered by antd on its own) may replace its scroll container at any time.
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return <div ref={ref}>{children}</div>;
}

/** A table's empty text in a colour with AA contrast (antd's default placeholder grey fails it). */
export function EmptyText({ children }: { children: ReactNode }) {
  return <span style={{ color: '#4b5563' }}>{children}</span>;
}
