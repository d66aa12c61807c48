import { Tabs as AntTabs } from 'antd';
import type { TabsProps } from '../Tabs';
import { Themed } from './Themed';

/** antd Tabs behind {@link Tabs} (loaded on first use). */
export default function TabsImpl({ items, activeKey, defaultActiveKey, onChange, destroyInactive = true, ...rest }: TabsProps) {
  return (
    <Themed>
      <AntTabs
        items={items.map((item) => ({ ...item }))}
        activeKey={activeKey}
        defaultActiveKey={defaultActiveKey}
        onChange={onChange}
        destroyOnHidden={destroyInactive}
        {...rest}
      />
    </Themed>
  );
}
