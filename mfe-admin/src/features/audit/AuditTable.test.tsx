import { screen } from '@testing-library/react';
import { renderAdmin } from '../../test/render';
import { AuditTable } from './AuditTable';
import { auditEntry } from './audit-fixtures';

describe('AuditTable', () => {
  it('shows who did what, when (Lagos time) and what changed, in words', async () => {
    renderAdmin(<AuditTable rows={[auditEntry(), auditEntry({ id: 2, action: 'export.payments', target_table: 'payments', target_id: null, before: null, after: { status: 'completed' } })]} loading={false} error={null} onRetry={() => {}} />);
    expect(await screen.findByText('Changed cleaner profile')).toBeInTheDocument();
    expect(screen.getAllByText('tunde@spotless.ng')).toHaveLength(2);
    expect(screen.getAllByText('25 Nov 2026, 2:30 pm')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Status: active → suspended', 'Status: — → completed']);
    expect(screen.queryByText(/Updated at/)).not.toBeInTheDocument();
    expect(screen.getByText('Exported payments')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderAdmin(<AuditTable rows={[]} loading={false} error={null} onRetry={() => {}} />);
    expect(await screen.findByText('No operator actions match these filters.')).toBeInTheDocument();
  });
});
