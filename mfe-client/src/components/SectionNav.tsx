// Section navigation of the dashboard and of the Bookings area: a row of links styled as tabs, the current one
// marked aria-current="page". Each section is its own route, so links (not an ARIA tablist) are the right semantics,
// and the dashboard's first load needs no antd (budget: ≤ 300 KB of JavaScript). On a phone the links stay on one
// row that scrolls sideways (the current one scrolled into view): wrapped, the two bars took five lines of the
// first screen.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@spotless/shared-ui';
import { Link } from '@spotless/shared-ui/router';

export interface SectionNavItem {
  key: string;
  /** Plain text of the link. */
  text: string;
  /** Richer content (e.g. with a badge); defaults to `text`. */
  label?: ReactNode;
}

export interface SectionNavProps {
  label: string;
  items: readonly SectionNavItem[];
  activeKey: string;
  /** URL of a section. */
  hrefFor: (key: string) => string;
  size?: 'small' | 'middle';
}

const List = styled.ul<{ $small: boolean }>`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: none;
  white-space: nowrap;
  ${media.md} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
  gap: 0 ${({ $small }) => ($small ? 16 : 24)}px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
`;

const Item = styled(Link)<{ $small: boolean }>`
  display: inline-block;
  padding: ${({ $small }) => ($small ? '8px 0' : '12px 0')};
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.token.colorText};
  font-size: ${({ theme, $small }) => ($small ? theme.token.fontSize : theme.token.fontSizeLG)}px;
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.token.colorLink};
    border-bottom-color: ${({ theme }) => theme.token.colorPrimary};
    font-weight: 600;
  }
  &:hover {
    color: ${({ theme }) => theme.token.colorLink};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.token.colorPrimary};
    outline-offset: 2px;
  }
`;

/** Scrolls the row (never the page) so that the current section's link is in view. */
function revealCurrent(link: HTMLAnchorElement | null) {
  const row = link?.closest('ul');
  if (!link || !row || row.scrollWidth <= row.clientWidth) return;
  row.scrollLeft = Math.max(0, link.offsetLeft - row.offsetLeft - 24);
}

export function SectionNav({ label, items, activeKey, hrefFor, size = 'middle' }: SectionNavProps) {
  const small = size === 'small';
  return (
    <nav aria-label={label}>
      <List $small={small}>
        {items.map((item) => (
          <li key={item.key}>
            <Item
              $small={small}
              to={hrefFor(item.key)}
              aria-current={item.key === activeKey ? 'page' : undefined}
              ref={item.key === activeKey ? revealCurrent : undefined}
            >
              {item.label ?? item.text}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
