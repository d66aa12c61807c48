/**
 * The hand-written Nigerian phone rules (phone.ts) against libphonenumber-js, the reference implementation, on
 * generated inputs: every two-digit start of the national number, each written in the ways people type it.
 * libphonenumber-js stays a test-only reference; the page never downloads it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { normaliseNigerianPhone } from './phone';

/** What shared-data accepted when it used libphonenumber-js (the previous implementation, verbatim in logic). */
function reference(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /[a-z]/i.test(trimmed)) return null;
  const candidate = /^234\d{10}$/.test(trimmed.replace(/[\s()-]/g, '')) ? `+${trimmed}` : trimmed;
  const parsed = parsePhoneNumberFromString(candidate, 'NG');
  if (!parsed || parsed.country !== 'NG' || !parsed.isValid()) return null;
  if (parsed.nationalNumber.length !== 10) return null;
  return parsed.number;
}

function* inputs(): Generator<string> {
  for (let start = 0; start < 100; start += 1) {
    const head = String(start).padStart(2, '0');
    for (const length of [7, 8, 9, 10, 11, 12]) {
      const national = `${head}${'31234567890'.slice(0, length - 2)}`;
      yield national;
      yield `0${national}`;
      yield `+234${national}`;
      yield `+234 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
      yield `234${national}`;
      yield `(0${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
      yield `0${national.slice(0, 3)}.${national.slice(3, 6)}.${national.slice(6)}`;
      yield `  0${national}  `;
      yield `+44${national}`;
      yield `+1${national}`;
    }
  }
}

describe('normaliseNigerianPhone matches libphonenumber-js', () => {
  it('agrees on every generated input', () => {
    const disagreements: string[] = [];
    let count = 0;
    for (const input of inputs()) {
      count += 1;
      const ours = normaliseNigerianPhone(input);
      const theirs = reference(input);
      if (ours !== theirs) disagreements.push(`${JSON.stringify(input)}: ours ${ours}, libphonenumber ${theirs}`);
    }
    expect(count).toBeGreaterThan(5000);
    expect(disagreements).toEqual([]);
  });

  it.each(['0803#1234567', '0803*123*4567', '+234+8031234567', '0803_123_4567'])('rejects symbols people do not type in numbers: %p', (input) => {
    expect(normaliseNigerianPhone(input)).toBeNull();
  });
});
