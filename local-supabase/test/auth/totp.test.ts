import { base32Decode, base32Encode, totpCode, verifyTotp } from '../../src/auth/totp';

// RFC 6238 Appendix B (SHA-1, secret "12345678901234567890"): the last six digits of its eight-digit codes.
const SECRET = base32Encode(Buffer.from('12345678901234567890'));
const VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

test('the secret in base32 is what authenticator apps are given, and reads back the same', () => {
  expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString()).toBe('12345678901234567890');
  expect(() => base32Decode('not base32!')).toThrow();
});

test.each(VECTORS)('at %i seconds the code is %s', (seconds, code) => {
  expect(totpCode(SECRET, seconds * 1000)).toBe(code);
});

test('a code passes one step either side of its own, not two; only six digits count', () => {
  const at = 1111111111 * 1000;
  expect(verifyTotp('050471', SECRET, at)).toBe(true);
  expect(verifyTotp('050471', SECRET, at + 30_000)).toBe(true);
  expect(verifyTotp('050471', SECRET, at - 30_000)).toBe(true);
  expect(verifyTotp('050471', SECRET, at + 60_000)).toBe(false);
  expect(verifyTotp(' 050471', SECRET, at)).toBe(false);
  expect(verifyTotp('50471', SECRET, at)).toBe(false);
});
