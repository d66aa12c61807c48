import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

/** What the customer is told about a replacement cleaner (words from shared-data's replacementNotice). */
export interface ReplacementNoticeProps {
  /** searching and not_found are the waiting states; found names who is coming. */
  kind: 'searching' | 'not_found' | 'found';
  title: string;
  lines: readonly string[];
}

const Box = styled.div<{ $found: boolean }>`
  margin-top: 16px;
  padding: 12px 16px;
  border-radius: ${tokens.borderRadiusLG}px;
  border: 1px solid ${({ $found }) => ($found ? tokens.colorSuccessBorder : tokens.colorWarningBorder)};
  background: ${({ $found }) => ($found ? tokens.colorSuccessBg : tokens.colorWarningBg)};
  color: ${({ $found }) => ($found ? tokens.colorSuccessText : tokens.colorWarningText)};
  p {
    margin: 4px 0 0;
  }
`;

const Title = styled.strong`
  display: block;
  font-size: 1.05em;
`;

/** A live notice on the booking page: announced to screen readers when it changes (a replacement was found). */
export function ReplacementNotice({ kind, title, lines }: ReplacementNoticeProps) {
  return (
    <Box role="status" aria-live="polite" data-testid="replacement-notice" data-kind={kind} $found={kind === 'found'}>
      <Title>{title}</Title>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Box>
  );
}
