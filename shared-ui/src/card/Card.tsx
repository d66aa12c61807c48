import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Card heading. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleLevel?: 2 | 3 | 4 | 5 | 6;
  /** Image or media shown above the body (full-bleed). */
  cover?: ReactNode;
  /** Actions row at the bottom (e.g. Partner with Us, Book Now). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Element for the card: `article` for self-contained items (cleaners, partners), `div` otherwise. */
  as?: 'article' | 'div' | 'section' | 'li';
}

const Surface = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.token.colorBgContainer};
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.06);
`;

const Cover = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.token.sizeLG}px;
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.token.sizeXS}px;
  font-size: ${({ theme }) => theme.token.fontSizeLG}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  padding: 0 ${({ theme }) => `${theme.token.sizeLG}px ${theme.token.sizeLG}px`};
`;

/** Bordered surface grouping a title, content and actions. */
export function Card({ title, titleLevel = 3, cover, actions, children, as = 'article', ...rest }: CardProps) {
  return (
    <Surface as={as} {...rest}>
      {cover ? <Cover>{cover}</Cover> : null}
      <Body>
        {title ? <Title as={`h${titleLevel}`}>{title}</Title> : null}
        {children}
      </Body>
      {actions ? <Actions>{actions}</Actions> : null}
    </Surface>
  );
}
