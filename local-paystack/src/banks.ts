import { createHash } from 'node:crypto';

export interface Bank {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  ussd: string | null;
}

// A subset of Paystack's Nigerian list (GET /bank?country=nigeria), with Paystack's codes, enough to pay out to
// the banks and wallets Nigerians use most.
export const BANKS: Bank[] = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', longcode: '044150149', ussd: '*901#' },
  { id: 2, name: 'Citibank Nigeria', slug: 'citibank-nigeria', code: '023', longcode: '023150005', ussd: null },
  { id: 4, name: 'Ecobank Nigeria', slug: 'ecobank-nigeria', code: '050', longcode: '050150010', ussd: '*326#' },
  { id: 6, name: 'Fidelity Bank', slug: 'fidelity-bank', code: '070', longcode: '070150003', ussd: '*770#' },
  { id: 7, name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011', longcode: '011151003', ussd: '*894#' },
  { id: 8, name: 'First City Monument Bank', slug: 'first-city-monument-bank', code: '214', longcode: '214150018', ussd: '*329#' },
  { id: 9, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', longcode: '058152036', ussd: '*737#' },
  { id: 10, name: 'Heritage Bank', slug: 'heritage-bank', code: '030', longcode: '030159992', ussd: '*745#' },
  { id: 11, name: 'Keystone Bank', slug: 'keystone-bank', code: '082', longcode: '082150017', ussd: '*7111#' },
  { id: 67, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211', longcode: '', ussd: null },
  { id: 283, name: 'Moniepoint MFB', slug: 'moniepoint-mfb-ng', code: '50515', longcode: '', ussd: null },
  { id: 171, name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992', longcode: '', ussd: '*955#' },
  { id: 172, name: 'PalmPay', slug: 'palmpay', code: '999991', longcode: '', ussd: null },
  { id: 13, name: 'Polaris Bank', slug: 'polaris-bank', code: '076', longcode: '076151006', ussd: '*833#' },
  { id: 68, name: 'Providus Bank', slug: 'providus-bank', code: '101', longcode: '', ussd: null },
  { id: 14, name: 'Stanbic IBTC Bank', slug: 'stanbic-ibtc-bank', code: '221', longcode: '221159522', ussd: '*909#' },
  { id: 15, name: 'Standard Chartered Bank', slug: 'standard-chartered-bank', code: '068', longcode: '068150015', ussd: null },
  { id: 16, name: 'Sterling Bank', slug: 'sterling-bank', code: '232', longcode: '232150016', ussd: '*822#' },
  { id: 17, name: 'Union Bank of Nigeria', slug: 'union-bank-of-nigeria', code: '032', longcode: '032080474', ussd: '*826#' },
  { id: 18, name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033', longcode: '033153513', ussd: '*919#' },
  { id: 19, name: 'Unity Bank', slug: 'unity-bank', code: '215', longcode: '215154097', ussd: '*7799#' },
  { id: 20, name: 'Wema Bank', slug: 'wema-bank', code: '035', longcode: '035150103', ussd: '*945#' },
  { id: 21, name: 'Zenith Bank', slug: 'zenith-bank', code: '057', longcode: '057150013', ussd: '*966#' },
];

export const bankByCode = (code: string): Bank | undefined => BANKS.find((b) => b.code === code);

/** Test accounts with a fixed behaviour (README "Test data"); every other 10-digit number resolves and is paid. */
export const TEST_ACCOUNTS = {
  unresolvable: '0000000000',
  transferFails: '0000000002',
  transferReverses: '0000000003',
} as const;

const FIRST = ['ADAEZE', 'CHINEDU', 'FUNMILAYO', 'IBRAHIM', 'NGOZI', 'OLUWASEUN', 'AMINA', 'EMEKA', 'YETUNDE', 'TUNDE', 'ZAINAB', 'OBINNA'];
const LAST = ['OKAFOR', 'ADEYEMI', 'BELLO', 'EZE', 'OGUNLEYE', 'MUSA', 'NWOSU', 'ABUBAKAR', 'OKONKWO', 'BALOGUN', 'LAWAL', 'IBE'];

/**
 * The account holder's name, as Paystack's resolve answers it (upper case, surname first): a pure function of bank and
 * number, so a test or a demo always sees the same name for the same account. undefined: the account does not exist.
 */
export function resolveAccountName(bankCode: string, accountNumber: string): string | undefined {
  if (!bankByCode(bankCode) || !/^\d{10}$/.test(accountNumber) || accountNumber === TEST_ACCOUNTS.unresolvable) return undefined;
  const h = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  return `${LAST[h[0]! % LAST.length]} ${FIRST[h[1]! % FIRST.length]} ${FIRST[h[2]! % FIRST.length]}`;
}
