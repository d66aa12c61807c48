// Activities DB tabs (data-free): Guest Quotes & Bookings (Guest Booking, Manage Bids, Quote Requests) and Clients
// Quotes & Bookings (RFQs, Approved RFQs (default), Clients Cleaners Bookings). The caller owns the section (it
// lives in the path) and supplies each sub-tab's panel.
import type { ReactNode } from 'react';
import { Tabs } from '@spotless/shared-ui/antd';

export const GUEST_SECTIONS = ['guest-bookings', 'guest-bids', 'guest-quotes'] as const;
export const CLIENT_SECTIONS = ['client-quotes', 'approved-quotes', 'client-bookings'] as const;
export type ActivitySection = (typeof GUEST_SECTIONS)[number] | (typeof CLIENT_SECTIONS)[number];
export const DEFAULT_SECTION: ActivitySection = 'approved-quotes';

const LABELS: Record<ActivitySection, string> = {
  'guest-bookings': 'Guest Booking',
  'guest-bids': 'Manage Bids',
  'guest-quotes': 'Quote Requests',
  'client-quotes': 'RFQs',
  'approved-quotes': 'Approved RFQs',
  'client-bookings': 'Clients Cleaners Bookings',
};

/** The section a path parameter names, or the default (Approved RFQs) for none or an unknown one. */
export function sectionFrom(param: string | undefined): ActivitySection {
  return param && ([...GUEST_SECTIONS, ...CLIENT_SECTIONS] as string[]).includes(param) ? (param as ActivitySection) : DEFAULT_SECTION;
}

export function ActivitiesTabs({
  section,
  onSection,
  renderPanel,
}: {
  section: ActivitySection;
  onSection: (section: ActivitySection) => void;
  renderPanel: (section: ActivitySection) => ReactNode;
}) {
  const top = (GUEST_SECTIONS as readonly string[]).includes(section) ? 'guest' : 'client';
  const subTabs = (label: string, sections: readonly ActivitySection[]) => (
    <Tabs
      aria-label={label}
      activeKey={section}
      onChange={(key) => onSection(key as ActivitySection)}
      items={sections.map((key) => ({ key, label: LABELS[key], children: renderPanel(key) }))}
    />
  );
  return (
    <Tabs
      aria-label="Activities"
      activeKey={top}
      onChange={(key) => onSection(key === 'guest' ? GUEST_SECTIONS[0] : DEFAULT_SECTION)}
      items={[
        { key: 'guest', label: 'Guest Quotes & Bookings', children: subTabs('Guest quotes and bookings', GUEST_SECTIONS) },
        { key: 'client', label: 'Clients Quotes & Bookings', children: subTabs('Clients quotes and bookings', CLIENT_SECTIONS) },
      ]}
    />
  );
}
