import styled from 'styled-components';
import { formatNaira } from './format-naira';

/** Props of {@link NairaAmount}. */
export interface NairaAmountProps {
  /** Amount in kobo; null, undefined or a non-finite number shows `fallback`. */
  kobo: number | bigint | null | undefined;
  /** Shown when there is no amount, e.g. "—" or "Not set". */
  fallback?: string;
  className?: string;
}

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const isAmount = (kobo: NairaAmountProps['kobo']): kobo is number | bigint =>
  typeof kobo === 'bigint' || (typeof kobo === 'number' && Number.isFinite(kobo));

/** An amount of money in naira (₦, en-NG), from kobo, through {@link formatNaira}. */
export function NairaAmount({ kobo, fallback = '—', className }: NairaAmountProps) {
  return <Amount className={className}>{isAmount(kobo) ? formatNaira(kobo) : fallback}</Amount>;
}
