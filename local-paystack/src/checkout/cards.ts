// Paystack's test cards (https://paystack.com/docs/payments/test-payments), and what each does here.
export interface TestCard {
  brand: 'visa' | 'mastercard' | 'verve';
  /** undefined: the charge succeeds; otherwise the gateway_response of the decline. */
  declines?: string;
}

export const TEST_CARDS: Record<string, TestCard> = {
  '4084084084084081': { brand: 'visa' },
  '5531886652142950': { brand: 'mastercard' },
  '4084080000005408': { brand: 'visa', declines: 'Declined' },
  '5060666666666666666': { brand: 'verve', declines: 'Insufficient Funds' },
};

export const SUCCESS_CARD = '4084084084084081';
export const DECLINED_CARD = '4084080000005408';
