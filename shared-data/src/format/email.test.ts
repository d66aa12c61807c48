import { isValidEmail } from './email';
import { isValidEmail as fromIndex } from '../index';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'a.b+tag@mail.example.ng', 'x@y.z', '  ada@example.com  ', 'ÿ@ß.ng'])('accepts %p', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.',
    'ada@.com',
    'ada@@example.com',
    'a@b@c.com',
    'ada @example.com',
    'ada@exa mple.com',
    'ada\t@example.com',
  ])('refuses %p', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('is what the package index exports', () => {
    expect(fromIndex).toBe(isValidEmail);
  });
});
