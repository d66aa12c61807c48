import { adminPaymentStatusLabel, adminPayoutStatusLabel, adminRefundStatusLabel, refundableKobo, reconcileSummary, searchTerm, thisMonthRange, toReconciliation, type ReconcileRow } from './admin-money';

describe('admin money rules', () => {
  it('offers a refund of what is left of completed or partly refunded Paystack payments only', () => {
    const base = { provider: 'paystack' as const, status: 'completed' as const, amount_kobo: 5_000_000, refunded_kobo: 0 };
    expect(refundableKobo(base)).toBe(5_000_000);
    expect(refundableKobo({ ...base, status: 'partially_refunded', refunded_kobo: 1_000_000 })).toBe(4_000_000);
    expect(refundableKobo({ ...base, status: 'refunded', refunded_kobo: 5_000_000 })).toBe(0);
    expect(refundableKobo({ ...base, status: 'pending' })).toBe(0);
    expect(refundableKobo({ ...base, provider: 'manual' })).toBe(0);
  });

  it('labels states as the lifecycles do, telling queued payouts from sent ones', () => {
    expect(adminPaymentStatusLabel('completed')).toBe('Paid');
    expect(adminPaymentStatusLabel('partially_refunded')).toBe('Partly refunded');
    expect(adminRefundStatusLabel('processed')).toBe('Refunded');
    expect(adminPayoutStatusLabel('paid')).toBe('Paid out');
    expect(adminPayoutStatusLabel('queued')).toBe('Queued');
    expect(adminPayoutStatusLabel('processing')).toBe('Sending');
  });

  it('keeps search terms to what references and e-mails contain (nothing that breaks an or= filter)', () => {
    expect(searchTerm('  SPL_abc123 ')).toBe('spl_abc123');
    expect(searchTerm('ada.obi+x@mail.ng')).toBe('ada.obi+x@mail.ng');
    expect(searchTerm('a,b),reference.eq.(x')).toBe('abreference.eq.x');
    expect(searchTerm('%*')).toBe('');
  });

  it('counts reconciliation rows per issue from the rows themselves', () => {
    const row = (issue: ReconcileRow['issue']): ReconcileRow => ({ reference: 'r', issue, our_status: null, paystack_status: null, our_amount_kobo: null, paystack_amount_kobo: null });
    expect(reconcileSummary([row(null), row(null), row('missing_here'), row('amount_differs'), row('amount_differs')])).toEqual({
      matching: 2, missing_here: 1, missing_at_paystack: 0, amount_differs: 2, status_differs: 0,
    });
  });

  it('reads the reconcile function\'s rows and names its issues', () => {
    const side = (status: string, amount_kobo: number) => ({ status, amount_kobo, paid_at: null });
    const result = toReconciliation({
      rows: [
        { reference: 'spl-a', ours: null, paystack: side('success', 100), issue: 'missing_here' },
        { reference: 'spl-b', ours: side('completed', 100), paystack: side('success', 90), issue: 'amount' },
        { reference: 'spl-c', ours: side('pending', 100), paystack: side('success', 100), issue: 'status' },
        { reference: 'spl-d', ours: side('completed', 100), paystack: null, issue: 'missing_at_paystack' },
        { reference: 'spl-e', ours: side('completed', 100), paystack: side('success', 100), issue: null },
      ],
    });
    expect(result.rows.map((r) => r.issue)).toEqual(['missing_here', 'amount_differs', 'status_differs', 'missing_at_paystack', null]);
    expect(result.rows[1]).toEqual({ reference: 'spl-b', issue: 'amount_differs', our_status: 'completed', paystack_status: 'success', our_amount_kobo: 100, paystack_amount_kobo: 90 });
    expect(result.rows[0]).toMatchObject({ our_status: null, our_amount_kobo: null });
    expect(result.summary).toEqual({ matching: 1, missing_here: 1, missing_at_paystack: 1, amount_differs: 1, status_differs: 1 });
    expect(toReconciliation(null)).toEqual({ rows: [], summary: { matching: 0, missing_here: 0, missing_at_paystack: 0, amount_differs: 0, status_differs: 0 } });
  });

  it('defaults the reconciliation to this month in Lagos', () => {
    expect(thisMonthRange(new Date('2025-02-10T12:00:00Z'))).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    // 23:30 UTC on 31 January is already 1 February in Lagos.
    expect(thisMonthRange(new Date('2025-01-31T23:30:00Z'))).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(thisMonthRange(new Date('2024-12-31T12:00:00Z'))).toEqual({ from: '2024-12-01', to: '2024-12-31' });
  });
});
