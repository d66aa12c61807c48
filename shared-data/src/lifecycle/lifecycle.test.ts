import {
  BID_LIFECYCLE,
  BOOKING_LIFECYCLE,
  LIFECYCLES,
  PAYMENT_LIFECYCLE,
  PAYOUT_LIFECYCLE,
  QUOTE_LIFECYCLE,
  REFUND_LIFECYCLE,
  SCHEDULE_LIFECYCLE,
  actorForRole,
  canTransition,
  nextStates,
  statusBadge,
  type Lifecycle,
  type LifecycleKind,
} from './index';
import { payoutStatusLabel } from '../payouts/payout-labels';

describe.each(Object.keys(LIFECYCLES) as LifecycleKind[])('%s state table is well formed', (kind) => {
  const table: Lifecycle<string> = LIFECYCLES[kind];

  it('uses only declared states and has a badge for each', () => {
    expect(table.states).toContain(table.initial);
    for (const t of table.transitions) {
      expect(table.states).toContain(t.from);
      expect(table.states).toContain(t.to);
      expect(t.from).not.toBe(t.to);
      expect(t.by.length).toBeGreaterThan(0);
    }
    expect(Object.keys(table.badges).sort()).toEqual([...table.states].sort());
  });

  it('has no way out of a final state, and every non-final state has one', () => {
    for (const state of table.states) {
      const outgoing = table.transitions.filter((t) => t.from === state);
      expect(outgoing.length === 0).toBe(table.final.includes(state));
    }
  });

  it('reaches every state from the initial one', () => {
    const seen = new Set<string>([table.initial]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const t of table.transitions) {
        if (seen.has(t.from) && !seen.has(t.to)) {
          seen.add(t.to);
          grew = true;
        }
      }
    }
    expect([...seen].sort()).toEqual([...table.states].sort());
  });
});

describe('booking lifecycle', () => {
  it('lets the cleaner or an admin answer a pending booking, not the customer', () => {
    expect(canTransition('booking', 'pending', 'accepted', 'cleaner')).toBe(true);
    expect(canTransition('booking', 'pending', 'rejected', 'admin')).toBe(true);
    expect(canTransition('booking', 'pending', 'accepted', 'customer')).toBe(false);
    expect(canTransition('booking', 'pending', 'accepted', 'client')).toBe(false);
  });

  it('lets the cleaner mark only accepted jobs done, and only the customer or an admin confirm them', () => {
    expect(canTransition('booking', 'accepted', 'awaiting_confirmation', 'cleaner')).toBe(true);
    expect(canTransition('booking', 'pending', 'awaiting_confirmation', 'cleaner')).toBe(false);
    expect(canTransition('booking', 'accepted', 'completed', 'cleaner')).toBe(false);
    expect(canTransition('booking', 'awaiting_confirmation', 'completed', 'cleaner')).toBe(false);
    expect(canTransition('booking', 'awaiting_confirmation', 'completed', 'client')).toBe(true);
    expect(canTransition('booking', 'awaiting_confirmation', 'completed', 'admin')).toBe(true);
    expect(canTransition('booking', 'rejected', 'completed', 'admin')).toBe(false);
    expect(nextStates('booking', 'awaiting_confirmation', 'customer')).toEqual(['completed']);
    expect(statusBadge('booking', 'awaiting_confirmation')).toEqual({ tone: 'warning', label: 'Awaiting confirmation' });
  });

  it('lets the customer cancel before completion only', () => {
    expect(canTransition('booking', 'pending', 'cancelled', 'customer')).toBe(true);
    expect(canTransition('booking', 'accepted', 'cancelled', 'client')).toBe(true);
    expect(canTransition('booking', 'completed', 'cancelled', 'customer')).toBe(false);
    // Issue 23: once the cleaner marked the job done it is too late to cancel (the customer confirms or disputes).
    expect(canTransition('booking', 'awaiting_confirmation', 'cancelled', 'customer')).toBe(false);
    expect(canTransition('booking', 'pending', 'cancelled', 'cleaner')).toBe(false);
  });

  it('lets only an admin cancel a job awaiting confirmation (deciding a dispute with a refund)', () => {
    expect(canTransition('booking', 'awaiting_confirmation', 'cancelled', 'admin')).toBe(true);
    expect(canTransition('booking', 'awaiting_confirmation', 'cancelled', 'cleaner')).toBe(false);
    expect(nextStates('booking', 'awaiting_confirmation', 'admin')).toEqual(['completed', 'cancelled']);
    expect(nextStates('booking', 'awaiting_confirmation', 'customer')).toEqual(['completed']);
  });

  it('starts pending and lists the buttons per actor', () => {
    expect(BOOKING_LIFECYCLE.initial).toBe('pending');
    expect(nextStates('booking', 'pending', 'cleaner')).toEqual(['accepted', 'rejected']);
    expect(nextStates('booking', 'pending', 'customer')).toEqual(['cancelled']);
    expect(nextStates('booking', 'completed', 'admin')).toEqual([]);
  });

  it('colours accepted green, rejected red, and unknown legacy values red', () => {
    expect(statusBadge('booking', 'accepted').tone).toBe('success');
    expect(statusBadge('booking', 'rejected').tone).toBe('error');
    expect(statusBadge('booking', 'Accepted')).toEqual({ tone: 'success', label: 'Accepted' });
    expect(statusBadge('booking', 'done')).toEqual({ tone: 'error', label: 'done' });
  });
});

describe('quote request lifecycle', () => {
  it('is awarded by the customer or an admin, never by a cleaner', () => {
    expect(canTransition('quote', 'open', 'awarded', 'customer')).toBe(true);
    expect(canTransition('quote', 'open', 'awarded', 'super_admin')).toBe(true);
    expect(canTransition('quote', 'open', 'awarded', 'cleaner')).toBe(false);
  });

  it('can be cancelled only while open', () => {
    expect(canTransition('quote', 'open', 'cancelled', 'customer')).toBe(true);
    expect(canTransition('quote', 'awarded', 'cancelled', 'customer')).toBe(false);
    expect(canTransition('quote', 'awarded', 'cancelled', 'admin')).toBe(false);
  });

  it('cannot be reopened', () => {
    for (const from of QUOTE_LIFECYCLE.states) expect(canTransition('quote', from, 'open', 'admin')).toBe(false);
  });
});

describe('bid lifecycle', () => {
  it('is accepted or rejected by the customer or an admin', () => {
    expect(canTransition('bid', 'pending', 'accepted', 'customer')).toBe(true);
    expect(canTransition('bid', 'pending', 'rejected', 'admin')).toBe(true);
    expect(canTransition('bid', 'pending', 'accepted', 'cleaner')).toBe(false);
  });

  it('is withdrawn by its cleaner only, and only while pending', () => {
    expect(canTransition('bid', 'pending', 'withdrawn', 'cleaner')).toBe(true);
    expect(canTransition('bid', 'pending', 'withdrawn', 'customer')).toBe(false);
    expect(canTransition('bid', 'accepted', 'withdrawn', 'cleaner')).toBe(false);
  });

  it('shows accepted green, rejected red, pending yellow', () => {
    expect(BID_LIFECYCLE.badges.accepted.tone).toBe('success');
    expect(BID_LIFECYCLE.badges.rejected.tone).toBe('error');
    expect(BID_LIFECYCLE.badges.pending.tone).toBe('warning');
  });
});

describe('schedule lifecycle', () => {
  it('is activated by an admin matching a cleaner', () => {
    expect(canTransition('schedule', 'pending', 'active', 'admin')).toBe(true);
    expect(canTransition('schedule', 'pending', 'active', 'cleaner')).toBe(false);
    expect(canTransition('schedule', 'pending', 'active', 'client')).toBe(false);
  });

  it('is completed by the cleaner once active', () => {
    expect(canTransition('schedule', 'active', 'completed', 'cleaner')).toBe(true);
    expect(canTransition('schedule', 'pending', 'completed', 'cleaner')).toBe(false);
  });

  it('shows active green and expired red', () => {
    expect(SCHEDULE_LIFECYCLE.badges.active.tone).toBe('success');
    expect(SCHEDULE_LIFECYCLE.badges.expired.tone).toBe('error');
  });
});

describe('roles as actors', () => {
  it('maps account roles to lifecycle actors', () => {
    expect(actorForRole('client')).toBe('customer');
    expect(actorForRole('cleaner')).toBe('cleaner');
    expect(actorForRole('admin')).toBe('admin');
    expect(actorForRole('super_admin')).toBe('admin');
  });

  it('rejects unknown states', () => {
    expect(canTransition('booking', 'done', 'completed', 'admin')).toBe(false);
  });
});

describe('money lifecycles (issue 23)', () => {
  it('label payments, payouts and refunds as docs/payments.md says', () => {
    expect(PAYMENT_LIFECYCLE.states.map((s) => statusBadge('payment', s).label)).toEqual([
      'Pending', 'Paid', 'Failed', 'Abandoned', 'Partly refunded', 'Refunded',
    ]);
    expect(PAYOUT_LIFECYCLE.states.map((s) => statusBadge('payout', s).label)).toEqual([
      'Held', 'On the way', 'On the way', 'Paid out', 'Failed', 'Cancelled',
    ]);
    expect(REFUND_LIFECYCLE.states.map((s) => statusBadge('refund', s).label)).toEqual(['Queued', 'On the way', 'Refunded', 'Failed']);
    expect(statusBadge('payment', 'completed').tone).toBe('success');
    expect(statusBadge('payout', 'failed').tone).toBe('error');
  });

  it('agrees with the payouts screen labels in shared-data/payouts', () => {
    for (const s of PAYOUT_LIFECYCLE.states) expect(statusBadge('payout', s).label).toBe(payoutStatusLabel(s));
  });

  it('leaves retries to admins and Paystack\'s facts to the system', () => {
    expect(nextStates('payout', 'failed', 'admin')).toEqual(['queued', 'cancelled']);
    expect(nextStates('payout', 'failed', 'cleaner')).toEqual([]);
    expect(nextStates('refund', 'failed', 'admin')).toEqual(['queued']);
    expect(canTransition('payment', 'pending', 'completed', 'customer')).toBe(false);
    expect(canTransition('payment', 'pending', 'completed', 'system')).toBe(true);
    expect(canTransition('payout', 'processing', 'paid', 'admin')).toBe(false);
    // Nothing goes back: a paid payment never returns to pending, a released share never to held.
    expect(canTransition('payment', 'completed', 'pending', 'system')).toBe(false);
    expect(canTransition('payout', 'queued', 'held', 'system')).toBe(false);
  });
});
