import { canReportProblem, disputeReasonError, DISPUTE_TEXTS, problemReported } from './dispute-completion';

describe('reporting a problem with a completed job', () => {
  it('is offered only while the job waits for the customer and no problem was reported yet', () => {
    expect(canReportProblem({ status: 'awaiting_confirmation', disputed_at: null })).toBe(true);
    expect(canReportProblem({ status: 'awaiting_confirmation', disputed_at: '2026-06-01T10:00:00Z' })).toBe(false);
    expect(canReportProblem({ status: 'accepted', disputed_at: null })).toBe(false);
    expect(canReportProblem({ status: 'completed', disputed_at: null })).toBe(false);
  });

  it('shows a reported problem only until it is decided', () => {
    expect(problemReported({ status: 'awaiting_confirmation', disputed_at: '2026-06-01T10:00:00Z' })).toBe(true);
    expect(problemReported({ status: 'completed', disputed_at: '2026-06-01T10:00:00Z' })).toBe(false);
    expect(problemReported({ status: 'cancelled', disputed_at: '2026-06-01T10:00:00Z' })).toBe(false);
    expect(problemReported({ status: 'awaiting_confirmation', disputed_at: null })).toBe(false);
  });

  it('needs a reason of 1 to 1000 characters, counted without surrounding spaces', () => {
    expect(disputeReasonError('   ')).toBe(DISPUTE_TEXTS.reasonRequired);
    expect(disputeReasonError(` ${'x'.repeat(1000)} `)).toBeNull();
    expect(disputeReasonError('x'.repeat(1001))).toBe(DISPUTE_TEXTS.reasonTooLong);
  });
});
