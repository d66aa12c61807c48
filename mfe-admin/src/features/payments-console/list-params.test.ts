import { listQueryFrom, sectionFrom, withListQuery } from './list-params';

const statuses = ['completed', 'refunded'] as const;

describe('Payments console URL', () => {
  it('reads the section, status, search and page, with safe defaults', () => {
    expect(sectionFrom(new URLSearchParams('section=payouts'))).toBe('payouts');
    // The link in the admins' notice of a new dispute.
    expect(sectionFrom(new URLSearchParams('section=disputes'))).toBe('disputes');
    expect(sectionFrom(new URLSearchParams('section=nope'))).toBe('transactions');
    expect(listQueryFrom(new URLSearchParams('status=refunded&q=spl_1&page=3'), statuses)).toEqual({ status: 'refunded', search: 'spl_1', page: 3 });
    expect(listQueryFrom(new URLSearchParams('status=bogus&page=-2'), statuses)).toEqual({ status: 'all', search: '', page: 1 });
    expect(listQueryFrom(new URLSearchParams('page=1.5'), statuses).page).toBe(1);
  });

  it('starts again at page 1 when the status or search changes, and keeps the section', () => {
    const at = new URLSearchParams('section=transactions&status=completed&page=4');
    expect(withListQuery(at, { page: 5 }).toString()).toBe('section=transactions&status=completed&page=5');
    expect(withListQuery(at, { status: 'refunded' }).toString()).toBe('section=transactions&status=refunded');
    expect(withListQuery(at, { search: ' ada@x.ng ' }).toString()).toBe('section=transactions&status=completed&q=ada%40x.ng');
    expect(withListQuery(at, { status: 'all' }).toString()).toBe('section=transactions');
    expect(withListQuery(at, { page: 1 }).toString()).toBe('section=transactions&status=completed');
  });
});
