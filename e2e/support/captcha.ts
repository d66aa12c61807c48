// The e2e stack's Auth asks for a captcha as hosted does ([auth.captcha]); the Node side of the tests acts as many
// visitors quickly, taking tokens straight from the stack's local Turnstile instead of ticking its box in a page.
import { E2E_CAPTCHA_URL } from './stack-config';

/** local-captcha's site keys (local-captcha/src/config.ts): one ticks itself, one asks for the click. */
export const CAPTCHA_SITE_KEY = 'local-turnstile-site-key';
export const CAPTCHA_INTERACTIVE_SITE_KEY = 'local-turnstile-interactive-site-key';

/** A fresh single-use token, as the widget hands one to a page whose visitor passed. */
export async function captchaToken(siteKey = CAPTCHA_SITE_KEY): Promise<string> {
  const r = await fetch(`${E2E_CAPTCHA_URL}/turnstile/v0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sitekey: siteKey, hostname: '127.0.0.1' }),
  });
  if (!r.ok) throw new Error(`local Turnstile: ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}

// The Auth calls hosted GoTrue checks a captcha on.
const GUARDED = /\/auth\/v1\/((signup|otp|recover|resend|magiclink)(\?|$)|token\?grant_type=password(&|$))/;

/** True when this Auth request needs a token and carries none. */
export function needsCaptcha(url: string, method: string, body: unknown): body is Record<string, unknown> {
  if (method.toUpperCase() !== 'POST' || !GUARDED.test(url)) return false;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  // supabase-js always sends gotrue_meta_security, empty without a token.
  const security = (body as { gotrue_meta_security?: { captcha_token?: unknown } }).gotrue_meta_security;
  return !security?.captcha_token;
}

/**
 * fetch for the tests' supabase-js clients: an Auth call the captcha guards gets a fresh token, as the product's
 * pages add one after the human check. Other requests go as they are.
 */
export const captchaFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (typeof init?.body === 'string') {
    let body: unknown;
    try {
      body = JSON.parse(init.body);
    } catch {
      body = undefined;
    }
    if (needsCaptcha(url, init.method ?? 'GET', body)) {
      const withToken = { ...body, gotrue_meta_security: { captcha_token: await captchaToken() } };
      return fetch(input, { ...init, body: JSON.stringify(withToken) });
    }
  }
  return fetch(input, init);
};
