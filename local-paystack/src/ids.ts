import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Lower-case alphanumerics, the look of Paystack's access codes, references and *_code suffixes. */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export const newReference = () => randomCode(12);
export const newAccessCode = () => randomCode(15);
export const prefixed = (prefix: 'CUS' | 'RCP' | 'TRF' | 'AUTH', length = 15) => `${prefix}_${randomCode(length)}`;

/** Paystack accepts only these characters in a reference. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;
