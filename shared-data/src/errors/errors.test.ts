import { DataError, errorMessage, isDataError } from './data-error';
import { unwrap } from './unwrap';

describe('unwrap', () => {
  it('returns data when there is no error', () => {
    expect(unwrap({ data: [1, 2], error: null }, 'Error fetching bookings')).toEqual([1, 2]);
  });

  it('throws a DataError with the user message and the server code', () => {
    const result = { data: null, error: { message: 'duplicate key value', code: '23505', details: 'Key (x)=(1)' } };
    let thrown: unknown;
    try {
      unwrap(result, 'Error creating booking');
    } catch (error) {
      thrown = error;
    }
    expect(isDataError(thrown)).toBe(true);
    const e = thrown as DataError;
    expect(e.message).toBe('Error creating booking');
    expect(e.code).toBe('23505');
    expect(e.detail).toBe('duplicate key value - Key (x)=(1)');
    expect(e.cause).toBe(result.error);
  });

  it('recognises DataErrors only', () => {
    expect(isDataError(new DataError('x'))).toBe(true);
    expect(isDataError(new Error('x'))).toBe(false);
    expect(isDataError('x')).toBe(false);
  });

  it('gives a screen the DataError\'s own text, and the fallback for anything else', () => {
    expect(errorMessage(new DataError('Booking not found.'), 'Try again.')).toBe('Booking not found.');
    expect(errorMessage(new TypeError('undefined is not a function'), 'Try again.')).toBe('Try again.');
    expect(errorMessage(undefined, 'Try again.')).toBe('Try again.');
  });
});
