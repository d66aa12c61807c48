import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** Message; nothing renders when empty. */
  children?: ReactNode;
  /** Id so a control can reference the message with aria-describedby. */
  id?: string;
}

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.token.fontSizeSM}px;
  color: ${({ theme }) => theme.token.colorErrorText};
`;

/** A validation or submit error, announced to screen readers as soon as it appears. */
export function FormError({ children, id }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Message id={id} role="alert">
      {children}
    </Message>
  );
}
