import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** One question/answer (or title/body) pair of an {@link Accordion}. */
export interface AccordionItem {
  /** Stable key. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Item open at first; none by default. */
  defaultOpenId?: string | null;
  /** Controlled open item (null: all closed). */
  openId?: string | null;
  onOpenChange?: (id: string | null) => void;
  /** Heading level wrapping each button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const List = styled.div`
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  background: ${({ theme }) => theme.token.colorBgContainer};
  overflow: hidden;
`;

const Item = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.token.fontSize}px;
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.token.size}px;
  padding: ${({ theme }) => `${theme.token.size}px ${theme.token.sizeLG}px`};
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: ${({ theme }) => theme.token.colorText};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.token.colorBgLayout};
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
  .chevron {
    transition: transform 0.2s ease;
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => `${theme.token.sizeLG}px ${theme.token.size}px`};
  color: ${({ theme }) => theme.token.colorTextSecondary};
`;

/**
 * Disclosure list where at most one item is open (spec FAQ): opening one closes the other, clicking the open
 * one closes it. Each header is a button with aria-expanded/aria-controls inside a heading.
 */
export function Accordion({ items, defaultOpenId = null, openId, onOpenChange, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [inner, setInner] = useState<string | null>(defaultOpenId);
  const current = openId !== undefined ? openId : inner;

  const toggle = (id: string) => {
    const next = current === id ? null : id;
    if (openId === undefined) setInner(next);
    onOpenChange?.(next);
  };

  return (
    <List>
      {items.map((item) => {
        const open = current === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger id={buttonId} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                <span className="chevron" aria-hidden="true">
                  ▾
                </span>
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
