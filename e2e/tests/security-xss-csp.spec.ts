/**
 * Stored XSS and the browser-side baselines, in Chromium against the production build:
 * - script and HTML payloads written through the API (as the users who may write them) into a cleaner's name and
 *   bio, a review, a guest's quote request (name, description), a bid note and chat messages render as literal text
 *   on every screen that shows them, no dialog fires and no injected element appears;
 * - served pages carry a CSP without 'unsafe-eval' or inline scripts, nosniff and frame-ancestors; the main pages
 *   raise zero CSP violations;
 * - no built file holds the service-role key, the JWT secret or any service_role token.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { signInAs } from '../support/session';
import { decodeJwtPayload, newGuest, ok, serviceClient, signIn, stack, type Actor } from '../support/security-stack';
import { E2E_DATA_DIR } from '../support/stack-config';

/** Short enough for every column's length check; each would run script if rendered as HTML. */
const NAME_XSS = `Ada<img src=x onerror=alert(1)>`;
const BIO_XSS = `<script>alert(2)</script><b id="xss-b">bold</b>"><svg onload=alert(3)>`;
const REVIEW_XSS = `Great <img src=x onerror=alert(4)> job <script>alert(5)</script>`;
const QUOTE_XSS = `Clean <iframe src="javascript:alert(6)"></iframe> flat <img src=x onerror=alert(7)>`;
const NOTE_XSS = `<a href="javascript:alert(8)">click</a><img src=x onerror=alert(9)>`;
const CHAT_XSS = `hi <img src=x onerror=alert(10)><script>alert(11)</script>`;

/** Records dialogs, page errors and CSP violations of a page from its first script on. */
async function watch(page: Page): Promise<{ dialogs: string[]; errors: string[]; csp: () => Promise<string[]> }> {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    dialogs,
    errors,
    csp: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
  };
}

/** No element the payloads would have created exists in the page. */
async function expectNoInjectedElements(page: Page): Promise<void> {
  expect(await page.locator('img[src="x"], #xss-b, iframe[src^="javascript"], a[href^="javascript"], svg[onload]').count()).toBe(0);
}

/** Puts an Auth session into the page's storage the way supabase-js keeps it (key sb-<host>-auth-token). */
async function useSession(page: Page, actor: Actor): Promise<void> {
  const { data } = await actor.client.auth.getSession();
  const s = await stack();
  const key = `sb-${new URL(s.url).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [key, JSON.stringify(data.session)] as const);
}

let cleaner: Actor;
let guest: Actor;
let reviewBy: Actor;
let guestThreadNumber: number;
let guestThreadId: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const svc = await serviceClient();
  // A completed client booking without a review, at a listed cleaner: its customer writes the review.
  const completed = ok(
    await svc.from('bookings').select('id, customer_id, cleaner_id').eq('status', 'completed').eq('customer_kind', 'client').not('cleaner_id', 'is', null),
    'completed bookings',
  );
  const reviewed = new Set(ok(await svc.from('reviews').select('booking_id'), 'reviews').map((r) => r.booking_id as string));
  const listed = new Set(ok(await svc.from('cleaner_profiles').select('user_id').eq('verification_status', 'verified').eq('status', 'active'), 'listed').map((r) => r.user_id as string));
  // Seeded people only: their password is known (accounts other journeys sign up have their own).
  const seeded = new Set(ok(await svc.from('profiles').select('id').like('email', '%@demo.spotless.ng'), 'seeded').map((r) => r.id as string));
  const ours = (b: { customer_id: unknown; cleaner_id: unknown }) => seeded.has(b.customer_id as string) && seeded.has(b.cleaner_id as string);
  let target = completed.find((b) => !reviewed.has(b.id as string) && listed.has(b.cleaner_id as string) && ours(b));
  let confirmFirst = false;
  if (!target) {
    // The seed's unreviewed completed booking is used up (a re-run): its cleaner completes an accepted one.
    const accepted = ok(await svc.from('bookings').select('id, customer_id, cleaner_id').eq('status', 'accepted').eq('customer_kind', 'client').not('cleaner_id', 'is', null), 'accepted');
    const next = accepted.find((b) => listed.has(b.cleaner_id as string) && ours(b));
    if (!next) throw new Error('the seed has no completed or accepted client booking at a listed cleaner');
    const email = ok(await svc.from('profiles').select('email').eq('id', next.cleaner_id).single(), 'cleaner email').email as string;
    ok(await (await signIn(email)).client.rpc('complete_booking', { p_booking_id: next.id }), 'complete booking');
    // A job marked done is reviewable once its customer confirms it (issue 21).
    confirmFirst = true;
    target = next;
  }
  const emails = ok(await svc.from('profiles').select('id, email').in('id', [target.customer_id, target.cleaner_id]), 'emails');
  const emailOf = (id: string) => emails.find((e) => e.id === id)!.email as string;
  cleaner = await signIn(emailOf(target.cleaner_id as string));
  reviewBy = await signIn(emailOf(target.customer_id as string));

  ok(await cleaner.client.from('profiles').update({ full_name: NAME_XSS }).eq('id', cleaner.id), 'cleaner name');
  ok(await cleaner.client.from('cleaner_profiles').update({ bio: BIO_XSS }).eq('user_id', cleaner.id), 'cleaner bio');
  if (confirmFirst) ok(await reviewBy.client.rpc('confirm_booking_completion', { p_booking_id: target.id }), 'confirm completion');
  ok(await reviewBy.client.rpc('review_booking', { p_booking_id: target.id, p_rating: 5, p_comment: REVIEW_XSS }), 'review');

  guest = await newGuest();
  const requestId = ok(
    await guest.client.rpc('create_quote_request', {
      p_service_type: 'Deep Cleaning',
      p_location: 'Surulere, Lagos',
      p_description: QUOTE_XSS,
      p_full_name: NAME_XSS,
      p_phone: '08035550199',
      p_state: 'Lagos',
    }),
    'guest quote',
  ) as string;
  ok(await cleaner.client.rpc('submit_bid', { p_quote_request_id: requestId, p_amount_kobo: 2_500_000, p_note: NOTE_XSS }), 'bid with note');
  const thread = ok(await guest.client.rpc('start_chat'), 'chat') as string;
  ok(await guest.client.from('chat_messages').insert({ thread_id: thread, sender_id: guest.id, from_admin: false, body: CHAT_XSS }), 'chat message');
  guestThreadId = thread;
  guestThreadNumber = ok(await guest.client.from('chat_threads').select('guest_number').eq('id', thread).single(), 'thread').guest_number as number;
});

test('names, bios and reviews render as text on the public cleaner profile', async ({ page }) => {
  const w = await watch(page);
  await page.goto(`/cleaners/${cleaner.id}`);
  await expect(page.getByText(NAME_XSS).first()).toBeVisible();
  await expect(page.getByText(BIO_XSS)).toBeVisible();
  await expect(page.getByText(REVIEW_XSS)).toBeVisible();
  await expectNoInjectedElements(page);
  expect(w.dialogs).toEqual([]);
  expect(await w.csp()).toEqual([]);
  expect(w.errors).toEqual([]);
});

test('a guest’s quote request and a cleaner’s bid note render as text in My requests', async ({ page }) => {
  const w = await watch(page);
  await useSession(page, guest);
  await page.goto('/my-requests');
  const request = page.getByTestId('quote-request').first();
  await expect(request).toBeVisible();
  await expect(page.getByText(QUOTE_XSS)).toBeVisible();
  await expect(page.getByText(NOTE_XSS)).toBeVisible();
  await expectNoInjectedElements(page);
  expect(w.dialogs).toEqual([]);
  expect(await w.csp()).toEqual([]);
  expect(w.errors).toEqual([]);
});

test('chat messages render as text for the guest and in the admin chat', async ({ page }) => {
  const w = await watch(page);
  await useSession(page, guest);
  await page.goto(`/chat/${guestThreadId}`);
  await expect(page.getByText(CHAT_XSS)).toBeVisible();
  await expectNoInjectedElements(page);

  const admin = await page.context().browser()!.newPage();
  const wa = await watch(admin);
  await signInAs(admin, 'admin');
  await admin.goto('/admin/chats');
  await admin.getByRole('navigation', { name: 'Guests' }).getByRole('button', { name: new RegExp(`^Guest ${guestThreadNumber}\\b`) }).click();
  await expect(admin.getByText(CHAT_XSS)).toBeVisible();
  await expectNoInjectedElements(admin);
  expect([...w.dialogs, ...wa.dialogs]).toEqual([]);
  expect([...(await w.csp()), ...(await wa.csp())]).toEqual([]);
  expect([...w.errors, ...wa.errors]).toEqual([]);
  await admin.close();
});

test('served pages send a strict CSP, nosniff and frame-ancestors; the HTML has no inline script (only the public runtime config as data)', async ({ request }) => {
  for (const p of ['/', '/sign', '/request-quote', `/cleaners/${cleaner.id}`, '/admin']) {
    const r = await request.get(p);
    expect(r.status()).toBe(200);
    const h = r.headers();
    const csp = h['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, `${p}: ${csp}`).toContain("'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toMatch(/\*|data:|https?:(?:\s|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(h['x-content-type-options']).toBe('nosniff');
    const html = await r.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      if (/\btype=["']application\/json["']/.test(attrs!)) {
        // The runtime config handed over with the page: data the browser never executes, and public settings only.
        expect(attrs).toMatch(/\bid=["']runtime-config["']/);
        const data = JSON.parse(body!) as {
          config: { supabaseUrl: string; supabaseAnonKey: string; captcha?: Record<string, string> };
          remotes: Record<string, string>;
        };
        expect(Object.keys(data).sort()).toEqual(['config', 'remotes']);
        // The captcha's site key and widget script are public by design (Turnstile); its secret never leaves Auth.
        expect(Object.keys(data.config).filter((k) => k !== 'captcha').sort()).toEqual(['supabaseAnonKey', 'supabaseUrl']);
        if (data.config.captcha) expect(Object.keys(data.config.captcha).sort()).toEqual(['scriptUrl', 'siteKey']);
        const claims = JSON.parse(Buffer.from(data.config.supabaseAnonKey.split('.')[1]!, 'base64url').toString('utf8')) as { role: string };
        expect(claims.role).toBe('anon');
        continue;
      }
      expect(attrs, `${p}: script without src`).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=["']/i);
  }
});

test('the main pages raise zero CSP violations and zero page errors', async ({ browser }) => {
  test.setTimeout(180_000);
  const visits: { role?: 'client' | 'cleaner' | 'admin'; paths: string[] }[] = [
    { paths: ['/', '/about', '/subscription', '/partners', '/request-quote', '/book', '/find-a-cleaner', '/cleaning-prices', '/sign', '/register', `/cleaners/${cleaner.id}`] },
    { role: 'client', paths: ['/client'] },
    { role: 'cleaner', paths: ['/cleaner'] },
    { role: 'admin', paths: ['/admin', '/admin/chats'] },
  ];
  const found: string[] = [];
  for (const v of visits) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const w = await watch(page);
    if (v.role) await signInAs(page, v.role);
    for (const p of v.paths) {
      await page.goto(p);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
      found.push(...(await w.csp()).map((c) => `${p}: ${c}`));
    }
    found.push(...w.errors.map((e) => `${v.role ?? 'visitor'}: ${e}`), ...w.dialogs.map((d) => `dialog ${d}`));
    await context.close();
  }
  expect(found).toEqual([]);
});

test('built assets hold no service-role key, JWT secret or service_role token', async () => {
  const root = path.resolve(__dirname, '..', '..');
  const keys = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'keys.json'), 'utf8')) as { serviceRoleKey: string };
  const secret = readFileSync(path.join(E2E_DATA_DIR, 'jwt-secret'), 'utf8').trim();
  expect(keys.serviceRoleKey.length).toBeGreaterThan(100);
  expect(secret.length).toBeGreaterThanOrEqual(32);
  const dists = ['shell', ...readdirSync(root).filter((d) => d.startsWith('mfe-'))].map((d) => path.join(root, d, 'dist'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  for (const d of dists) walk(d);
  expect(dists.length).toBe(6);
  expect(files.length).toBeGreaterThan(30);
  const findings: string[] = [];
  for (const f of files) {
    const text = readFileSync(f).toString('latin1');
    if (text.includes(keys.serviceRoleKey)) findings.push(`${f}: service-role key`);
    if (text.includes(secret)) findings.push(`${f}: JWT secret`);
    if (/service_role_key|SERVICE_ROLE|JWT_SECRET/.test(text)) findings.push(`${f}: names a server secret`);
    for (const [token] of text.matchAll(/eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*/g)) {
      try {
        if (decodeJwtPayload(token).role === 'service_role') findings.push(`${f}: a service_role JWT`);
      } catch {
        /* not a JWT */
      }
    }
  }
  expect(findings).toEqual([]);
  // The public config the browser gets holds the anon key only.
  const s = await stack();
  expect(decodeJwtPayload(s.anonKey).role).toBe('anon');
});
