import { toOpenDisputes } from './admin-disputes';

describe('open disputes', () => {
  it('reads the RPC rows with kobo as numbers (bigints may arrive as strings) and unknown kinds as clients', () => {
    const [row] = toOpenDisputes([
      {
        booking_id: 'b-1', services: ['Deep Cleaning'], customer_kind: 'guest', customer_name: 'Kemi Guest', cleaner_id: 'c-1',
        cleaner_name: 'Emeka Eze', price_kobo: '1000000', paid_kobo: '600000', dispute_reason: 'Kitchen skipped',
        disputed_at: '2026-06-01T10:00:00Z', completed_at: '2026-05-31T18:00:00Z',
      },
    ]);
    expect(row).toEqual({
      booking_id: 'b-1', services: ['Deep Cleaning'], customer_kind: 'guest', customer_name: 'Kemi Guest', cleaner_id: 'c-1',
      cleaner_name: 'Emeka Eze', price_kobo: 1_000_000, paid_kobo: 600_000, dispute_reason: 'Kitchen skipped',
      disputed_at: '2026-06-01T10:00:00Z', completed_at: '2026-05-31T18:00:00Z',
    });
    expect(toOpenDisputes([{ booking_id: 'b-2', customer_kind: 'client', price_kobo: null, paid_kobo: 0, disputed_at: 'x' }])[0])
      .toMatchObject({ services: [], price_kobo: null, paid_kobo: 0, customer_kind: 'client' });
    expect(toOpenDisputes(null)).toEqual([]);
  });
});
