import { auditChanges, describeAuditAction, fieldLabel } from './audit-words';

describe('describeAuditAction', () => {
  it('says what an operator did in words', () => {
    expect(describeAuditAction({ action: 'cleaner_profiles.update', target_table: 'cleaner_profiles' })).toBe('Changed cleaner profile');
    expect(describeAuditAction({ action: 'cleaning_prices.insert', target_table: 'cleaning_prices' })).toBe('Created cleaning price');
    expect(describeAuditAction({ action: 'reviews.delete', target_table: 'reviews' })).toBe('Deleted review');
    expect(describeAuditAction({ action: 'user_roles.insert', target_table: 'user_roles' })).toBe('Granted admin role');
    expect(describeAuditAction({ action: 'user_roles.delete', target_table: 'user_roles' })).toBe('Revoked admin role');
    expect(describeAuditAction({ action: 'export.payments', target_table: 'payments' })).toBe('Exported payments');
    expect(describeAuditAction({ action: 'some_new_table.update', target_table: 'some_new_table' })).toBe('Changed some new table');
  });
});

describe('auditChanges', () => {
  it('an update shows only the fields that changed, not the timestamps every write touches', () => {
    expect(auditChanges({
      before: { status: 'active', rating_avg: 4.5, updated_at: '2026-11-25T10:00:00Z', bio: 'x' },
      after: { status: 'suspended', rating_avg: 4.5, updated_at: '2026-11-26T10:00:00Z', bio: '' },
    })).toEqual([
      { field: 'Status', before: 'active', after: 'suspended' },
      { field: 'Bio', before: 'x', after: '(empty)' },
    ]);
  });

  it('a creation or a deletion shows every field on one side', () => {
    expect(auditChanges({ before: null, after: { base_price_kobo: 2000000, note: null } })).toEqual([
      { field: 'Base price (kobo)', before: '—', after: '2000000' },
      { field: 'Note', before: '—', after: '—' },
    ]);
    expect(auditChanges({ before: { role: 'admin' }, after: null })).toEqual([{ field: 'Role', before: 'admin', after: '—' }]);
  });

  it('names fields as words', () => {
    expect(fieldLabel('verification_status')).toBe('Verification status');
  });
});
