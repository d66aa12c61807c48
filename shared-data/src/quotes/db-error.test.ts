import { unwrapRpc } from './db-error';

const failed = (code: string, message: string) => ({ data: null, error: { message, code } });

describe('unwrapRpc', () => {
  it('returns the data of a successful call', () => {
    expect(unwrapRpc({ data: 'id-1', error: null }, 'Failed.')).toBe('id-1');
  });

  it('shows the refusals our RPCs raise, including PostgREST 4xx codes (PT404 answers "not found" as HTTP 404)', () => {
    for (const code of ['22023', '42501', 'PT404', 'PT409', 'PT429']) {
      expect(() => unwrapRpc(failed(code, 'Invalid booking ID'), 'Failed.')).toThrow('Invalid booking ID');
    }
  });

  it('hides anything else behind the fallback', () => {
    for (const code of ['23503', 'P0002', 'PT500', 'XX000', 'PGRST202']) {
      expect(() => unwrapRpc(failed(code, 'insert or update on table "bookings" violates foreign key'), 'Failed.')).toThrow('Failed.');
    }
  });
});
