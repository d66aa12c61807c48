import { formatReference, referenceDigits, referenceIdRange } from './reference';

const ID = '3f2a91c0-7b1d-4e2f-9a8b-0c1d2e3f4a5b';

describe('references', () => {
  it('shows a row as its kind and the first 8 hex digits of its id, upper case', () => {
    expect(formatReference('booking', ID)).toBe('BK-3F2A91C0');
    expect(formatReference('quote', ID)).toBe('QR-3F2A91C0');
    expect(formatReference('bid', ID)).toBe('BID-3F2A91C0');
  });

  it('reads a reference back in any case, with or without the prefix, dashes or spaces', () => {
    for (const typed of ['BK-3F2A91C0', 'bk3f2a91c0', 'bk 3f2a-91c0', '3F2A91C0', ' 3f2a-91c0 ']) {
      expect(referenceDigits('booking', typed)).toBe('3f2a91c0');
    }
    expect(referenceDigits('booking', ID.toUpperCase())).toBe(ID.replace(/-/g, ''));
    // A bid's prefix is stripped only from bids: on a booking list BID- is no reference.
    expect(referenceDigits('bid', 'bid-3f2a91c0')).toBe('3f2a91c0');
    expect(referenceDigits('booking', 'bid-3f2a91c0')).toBeNull();
  });

  it('is no reference when too short, not hex, or longer than an id', () => {
    expect(referenceDigits('booking', 'BK-3F2')).toBeNull();
    expect(referenceDigits('booking', 'Ada Obi')).toBeNull();
    expect(referenceDigits('booking', '3f2a%')).toBeNull();
    expect(referenceDigits('booking', 'f'.repeat(33))).toBeNull();
    expect(referenceIdRange('quote', 'QR-')).toBeNull();
  });

  it('stands for the range of ids starting with its digits', () => {
    expect(referenceIdRange('booking', 'BK-3F2A91C0')).toEqual({
      from: '3f2a91c0-0000-0000-0000-000000000000',
      to: '3f2a91c0-ffff-ffff-ffff-ffffffffffff',
    });
    expect(referenceIdRange('booking', ID)).toEqual({ from: ID, to: ID });
    const range = referenceIdRange('booking', formatReference('booking', ID))!;
    expect(range.from <= ID && ID <= range.to).toBe(true);
  });
});
