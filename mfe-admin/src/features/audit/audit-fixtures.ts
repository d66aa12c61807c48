// Audit log rows for tests and stories.
import type { OperatorAuditEntry } from '@spotless/shared-data/console';

export const auditEntry = (over: Partial<OperatorAuditEntry> = {}): OperatorAuditEntry => ({
  id: 1,
  at: '2026-11-25T13:30:00Z',
  actor_id: 'a-1',
  actor_email: 'tunde@spotless.ng',
  action: 'cleaner_profiles.update',
  target_table: 'cleaner_profiles',
  target_id: 'c-1',
  before: { status: 'active', updated_at: '2026-11-24T10:00:00Z' },
  after: { status: 'suspended', updated_at: '2026-11-25T13:30:00Z' },
  request_ip: '102.89.1.7',
  txid: 10,
  ...over,
});
