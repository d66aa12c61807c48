import path from 'node:path';

/** Ports and folders of the e2e stack (kept apart from `pnpm start`'s 8080/54321). */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 8090);
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT ?? 54329);
/** Must match scripts/stack.mjs: beside local-supabase. */
export const E2E_TERMII_PORT = Number(process.env.E2E_TERMII_PORT ?? E2E_SUPABASE_PORT + 20);
export const E2E_PAYSTACK_PORT = Number(process.env.E2E_PAYSTACK_PORT ?? 54339);
export const E2E_PAYSTACK_URL = `http://127.0.0.1:${E2E_PAYSTACK_PORT}`;
/** The local Paystack's secret key in the e2e stack (scripts/stack.mjs), for tests that look at Paystack's side. */
export const E2E_PAYSTACK_SECRET = 'sk_test_e2elocalpaystack000000000000000000';
export const E2E_TERMII_URL = `http://127.0.0.1:${E2E_TERMII_PORT}`;
export const E2E_WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`;
/** The stack's local Turnstile (local-captcha/), beside its local-supabase; must match scripts/stack.mjs. */
export const E2E_CAPTCHA_URL = `http://127.0.0.1:${Number(process.env.E2E_CAPTCHA_PORT ?? E2E_SUPABASE_PORT + 25)}`;
/** Must match scripts/stack.mjs. */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? path.join(__dirname, '..', '.tmp', E2E_WEB_PORT === 8090 ? 'data' : `data-${E2E_WEB_PORT}`);
