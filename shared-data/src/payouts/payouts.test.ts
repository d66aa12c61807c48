import { DataError } from '../errors/data-error';
import { bpsToPercent, commissionOf, payoutSplit, percentToBps } from './commission';
import { payoutStatusLabel, payoutWaitingText } from './payout-labels';
import { payoutTotals, savePayoutAccount, validatePayoutAccount, type CleanerPayout } from './payouts';

const payout = (over: Partial<CleanerPayout>): CleanerPayout => ({
  id: 'p', bookingId: 'b', services: ['House Cleaning'], scheduledDate: null, grossKobo: 0, commissionKobo: 0, amountKobo: 0,
  status: 'held', reference: 'spo_0123456789abcdef', transferReference: null, waitingReason: null, failureReason: null,
  paidAt: null, createdAt: '2025-06-20T10:00:00Z', ...over,
});

describe('commission (as public.commission_of computes it)', () => {
  it('rounds half up to the kobo', () => {
    expect(commissionOf(3_000_000, 1500)).toBe(450_000);
    // 333 × 15% = 49.95 kobo → 50; 330 × 15% = 49.5 → 50 (half up); 329 × 15% = 49.35 → 49.
    expect(commissionOf(333, 1500)).toBe(50);
    expect(commissionOf(330, 1500)).toBe(50);
    expect(commissionOf(329, 1500)).toBe(49);
    expect(commissionOf(12_345, 0)).toBe(0);
  });

  it('stays exact at the largest price the database allows', () => {
    // 10^11 kobo × 4999 bps: the product (~5 × 10^14) is fine as a float, but the rounding must not drift.
    expect(commissionOf(100_000_000_001, 4999)).toBe(49_990_000_000);
    expect(commissionOf(99_999_999_999, 1)).toBe(10_000_000);
  });

  it('refuses fractions and negatives rather than guessing', () => {
    expect(() => commissionOf(100.5, 1500)).toThrow(RangeError);
    expect(() => commissionOf(-1, 1500)).toThrow(RangeError);
  });

  it('splits a price into fee and what the cleaner receives, adding up to the price', () => {
    expect(payoutSplit(2_500_050, 1500)).toEqual({ feeKobo: 375_008, netKobo: 2_125_042 });
    const { feeKobo, netKobo } = payoutSplit(1_234_567, 1234);
    expect(feeKobo + netKobo).toBe(1_234_567);
  });

  it('reads and writes percentages as basis points without floats', () => {
    expect(percentToBps('15')).toBe(1500);
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('12.34 %')).toBe(1234);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('50')).toBe(5000);
    expect(percentToBps('50.01')).toBeNull();
    expect(percentToBps('12.345')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(percentToBps('')).toBeNull();
    expect(percentToBps('abc')).toBeNull();
    expect(bpsToPercent(1500)).toBe('15');
    expect(bpsToPercent(1250)).toBe('12.5');
    expect(bpsToPercent(1234)).toBe('12.34');
    expect(bpsToPercent(5)).toBe('0.05');
    for (const bps of [0, 1, 10, 99, 100, 1505, 4999, 5000]) expect(percentToBps(bpsToPercent(bps))).toBe(bps);
  });
});

describe('payout labels and totals', () => {
  it('names states in the cleaner\'s words, queued and processing alike', () => {
    expect(['held', 'queued', 'processing', 'paid', 'failed', 'cancelled'].map(payoutStatusLabel)).toEqual([
      'Held', 'On the way', 'On the way', 'Paid out', 'Failed', 'Cancelled',
    ]);
    expect(payoutWaitingText('no_payout_account')).toBe('Add your bank account');
    expect(payoutWaitingText('account_in_review')).toBe('Your account is being reviewed');
    expect(payoutWaitingText(null)).toBeNull();
  });

  it('totals net amounts per group, every group present', () => {
    const totals = payoutTotals([
      payout({ status: 'held', amountKobo: 100 }),
      payout({ status: 'queued', amountKobo: 200 }),
      payout({ status: 'processing', amountKobo: 300 }),
      payout({ status: 'paid', amountKobo: 400 }),
      payout({ status: 'paid', amountKobo: 1 }),
    ]);
    expect(totals).toEqual([
      { group: 'Held', count: 1, amountKobo: 100 },
      { group: 'On the way', count: 2, amountKobo: 500 },
      { group: 'Paid out', count: 2, amountKobo: 401 },
      { group: 'Failed', count: 0, amountKobo: 0 },
      { group: 'Cancelled', count: 0, amountKobo: 0 },
    ]);
  });
});

describe('payout account form', () => {
  it('needs a bank and a 10-digit account number', () => {
    expect(validatePayoutAccount({ bankCode: '058', accountNumber: '0123456789' })).toBeNull();
    expect(validatePayoutAccount({ bankCode: '058', accountNumber: '0123 456 789' })).toBeNull();
    expect(validatePayoutAccount({ bankCode: '', accountNumber: '012345678' })).toEqual({
      bankCode: 'Choose your bank.',
      accountNumber: 'Enter your 10-digit account number.',
    });
    expect(validatePayoutAccount({ bankCode: '058', accountNumber: '01234567890' })?.accountNumber).toBe('Enter your 10-digit account number.');
  });

  it('refuses a bad number before calling the function', async () => {
    await expect(savePayoutAccount({ bankCode: '058', accountNumber: '12' })).rejects.toEqual(new DataError('Enter your 10-digit account number.'));
  });
});
