import { cleanSearch, containsAnyOf, containsPattern, pageRange, phoneDigits, toListPage } from './paging';

describe('pageRange', () => {
  it('gives the inclusive PostgREST range of a 1-based page and reads a bad page as 1', () => {
    expect(pageRange(1)).toEqual({ page: 1, from: 0, to: 19 });
    expect(pageRange(3, 10)).toEqual({ page: 3, from: 20, to: 29 });
    expect(pageRange(0)).toEqual({ page: 1, from: 0, to: 19 });
    expect(pageRange(1.5)).toEqual({ page: 1, from: 0, to: 19 });
  });
});

describe('search patterns', () => {
  it('trims, collapses spaces and caps the term', () => {
    expect(cleanSearch('  Ada   Obi ')).toBe('Ada Obi');
    expect(cleanSearch('x'.repeat(300))).toHaveLength(100);
    expect(cleanSearch(undefined)).toBe('');
  });

  it('escapes LIKE wildcards so they match themselves; a * (always a wildcard in PostgREST) becomes one character', () => {
    expect(containsPattern('100%')).toBe('*100\\%*');
    expect(containsPattern('a_b')).toBe('*a\\_b*');
    expect(containsPattern('a\\b')).toBe('*a\\\\b*');
    expect(containsPattern('a*b')).toBe('*a_b*');
  });

  it('quotes each value of an or-filter, so commas, brackets and quotes stay text', () => {
    expect(containsAnyOf(['full_name', 'email'], 'a,b(c)"d')).toBe('full_name.ilike."*a,b(c)\\"d*",email.ilike."*a,b(c)\\"d*"');
  });

  it('looks for a typed phone number by its digits after the country code or leading 0', () => {
    expect(phoneDigits('0803 123 4567')).toBe('8031234567');
    expect(phoneDigits('+234 803-123')).toBe('803123');
    expect(phoneDigits('Ada')).toBeNull();
    expect(phoneDigits('01')).toBeNull();
    expect(containsAnyOf(['full_name', 'phone'], '0803')).toBe('full_name.ilike."*0803*",phone.ilike."*803*"');
  });
});

describe('toListPage', () => {
  it('keeps the rows and the exact total', () => {
    expect(toListPage(['a'], 7, 2)).toEqual({ rows: ['a'], total: 7, page: 2, pageSize: 20 });
  });
});
