import { useId, type ElementType } from 'react';
import styled from 'styled-components';
import { CountBadge } from '../status/CountBadge';
import { visuallyHidden } from '../theme/visually-hidden';
import type { AreaMenu } from './area-menu';

/** Props of {@link AreaMenuLinks}. */
export interface AreaMenuLinksProps {
  menu: AreaMenu;
  /**
   * Link component to render, typically the router's `Link`; taking it as a prop keeps react-router out of
   * shared-ui's import graph. Without it the entries are plain `<a href>`.
   */
  linkAs?: ElementType;
  /** Called after an entry is chosen (the host closes its menu). */
  onNavigate?: () => void;
}

const Caption = styled.p`
  margin: 0;
  padding: 8px 12px 4px;
  color: ${({ theme }) => theme.token.colorTextSecondary};
  font-size: ${({ theme }) => theme.token.fontSizeSM}px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const Entry = styled.a`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  color: ${({ theme }) => theme.token.colorText};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.token.colorPrimaryBg};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.token.colorPrimaryBg};
    color: ${({ theme }) => theme.token.colorPrimary};
    font-weight: 600;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * An area's sections as a labelled list of links, for the host's phone menu (see `useAreaMenu`): the current page
 * marked, counts beside their entries.
 */
export function AreaMenuLinks({ menu, linkAs, onNavigate }: AreaMenuLinksProps) {
  const captionId = useId();
  return (
    <nav aria-labelledby={captionId}>
      <Caption id={captionId}>{menu.label}</Caption>
      <List>
        {menu.sections.map((section) => {
          const target = linkAs ? { as: linkAs, to: section.to } : { href: section.to };
          const count = section.count ?? 0;
          return (
            <li key={section.key}>
              <Entry {...target} aria-current={section.current ? 'page' : undefined} onClick={onNavigate}>
                <span>{section.label}</span>
                {count > 0 ? (
                  <>
                    <CountBadge count={count} />
                    <Hidden>{` (${count} ${section.countLabel ?? 'new'})`}</Hidden>
                  </>
                ) : null}
              </Entry>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
