export { startLocalTermii, type LocalTermii } from './server';
export { loadConfig, DEFAULT_API_KEY, type TermiiConfig } from './config';
export type { StoredSms } from './inbox-store';
