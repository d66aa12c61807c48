export { startLocalCaptcha, type LocalCaptcha } from './server';
export { loadConfig, DEFAULT_SITE_KEY, DEFAULT_INTERACTIVE_SITE_KEY, DEFAULT_SECRET, type CaptchaConfig, type Widget } from './config';
export { TokenStore, type Verdict } from './tokens';
