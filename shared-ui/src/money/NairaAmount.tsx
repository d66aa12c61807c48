import styled from 'styled-components';
import { formatNaira } from './format-naira';

/** Props of {@link NairaAmount}. */
export interface NairaAmountProps {
  /** Amount in kobo; null/undefined shows `fallback`. */
  kobo: number | bigint | null | undefined;
  /** Shown when there is no amount, e.g. "—" or "Not set". */
  fallback?: string;
  className?: string;
}

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** An amount of money in naira (₦, en-NG), from kobo. */
export function NairaAmount({ kobo, fallback = '—', className }: NairaAmountProps) {
  return <Amount className={className}>{kobo === null || kobo === undefined ? fallback : formatNaira(kobo)}</Amount>;
}
