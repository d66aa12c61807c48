export { startLocalPaystack, type LocalPaystack } from './server';
export { loadConfig, DEFAULT_PUBLIC_KEY, DEFAULT_SECRET_KEY, type PaystackConfig } from './config';
export { signWebhook } from './webhooks';
export { TEST_ACCOUNTS, BANKS, resolveAccountName } from './banks';
export { TEST_CARDS, SUCCESS_CARD, DECLINED_CARD } from './checkout/cards';
