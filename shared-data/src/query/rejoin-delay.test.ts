import { rejoinDelay } from './rejoin-delay';

describe('rejoinDelay', () => {
  it('waits 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(rejoinDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
