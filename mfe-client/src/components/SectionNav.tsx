// Tab navigation that stays accessible on phones: antd tabs from the md breakpoint up, and below it a labelled
// native select (five dashboard tabs do not fit 360 px, and antd's overflow menu inside the tablist breaks the ARIA
// tablist contract). Either way each choice navigates to its own path.
import type { ReactNode } from 'react';
import { breakpoints, SelectField, useMediaQuery } from '@spotless/shared-ui';
import { Tabs } from '@spotless/shared-ui/antd';

export interface SectionNavItem {
  key: string;
  /** Plain text: used by the select on phones. */
  text: string;
  /** Richer label for the tabs (e.g. with a badge); defaults to `text`. */
  label?: ReactNode;
}

export interface SectionNavProps {
  label: string;
  items: readonly SectionNavItem[];
  activeKey: string;
  onChange: (key: string) => void;
  size?: 'small' | 'middle' | 'large';
  /** Shown next to the select on phones (e.g. the unread badge). */
  compactExtra?: ReactNode;
}

export function SectionNav({ label, items, activeKey, onChange, size, compactExtra }: SectionNavProps) {
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  if (wide) {
    return <Tabs aria-label={label} items={items.map((i) => ({ key: i.key, label: i.label ?? i.text }))} activeKey={activeKey || undefined} onChange={onChange} size={size} />;
  }
  return (
    <nav aria-label={label} style={{ display: 'flex', alignItems: 'flex-end', gap: 8, marginBottom: 12 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <SelectField label={label} options={items.map((i) => ({ value: i.key, label: i.text }))} value={activeKey} onValueChange={onChange} />
      </div>
      {compactExtra}
    </nav>
  );
}
