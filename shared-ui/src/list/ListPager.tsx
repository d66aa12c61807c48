// Below a list paged in the database: which rows of how many are shown, and Previous / Next. The total is always
// shown, so nothing is cut off unseen.
import styled from 'styled-components';
import { Button } from '../button/Button';
import { Text } from '../typography/Text';
import { pageSummary } from './page-summary';

/** Props of {@link ListPager}. */
export interface ListPagerProps {
  /** Names the list, e.g. "Clients" (the navigation is "Clients pages"). */
  label: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** While the next page loads: the buttons wait. */
  busy?: boolean;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  align-items: center;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.token.sizeSM}px;
`;

export function ListPager({ label, page, pageSize, total, onPage, busy = false }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Bar aria-label={`${label} pages`}>
      <Text as="span" tone="secondary" data-testid="pager-total" aria-live="polite">
        {pageSummary(page, pageSize, total)}
      </Text>
      <Button size="sm" variant="secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button size="sm" variant="secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
