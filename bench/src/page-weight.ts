/**
 * Issue 9 §1 — page weight of the first load (cold cache), as served (compressed): JS, CSS, images, total bytes,
 * requests, and copies of the singletons. The measurement itself is e2e/support/page-weight.ts (one copy, also used
 * by the budget tests in e2e/tests/budgets.spec.ts).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { totpCode } from '@spotless/local-supabase';
import { measurePageWeight, type PageWeight } from '../../e2e/support/page-weight';
import { atMost, int, kb, type Benchmark, type Table } from './lib/report';
import { DEMO_PASSWORD, sharedWebStack } from './lib/stack';

const KB = 1024;
const PUBLIC_PAGES = ['/', '/about', '/find-a-cleaner', '/cleaning-prices', '/request-quote'];
const DASHBOARDS = { client: 'client01@demo.spotless.ng', cleaner: 'cleaner01@demo.spotless.ng', admin: 'admin1@demo.spotless.ng' } as const;
/** JS budgets (gzip): home 170 KB, dashboards 300 KB; the other public pages are held to the home page's budget as an anchor. */
const budgetOf = (path: string) => (path === '/' ? 170 * KB : path.match(/^\/(client|cleaner|admin)$/) ? 300 * KB : undefined);

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Signs in through the shell's /sign screen and waits for the role's dashboard. */
async function signInThroughUi(page: Page, role: keyof typeof DASHBOARDS): Promise<void> {
  await page.goto('/sign');
  await page.getByLabel(/email/i).fill(DASHBOARDS[role]);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL(new RegExp(`/${role}(/|$|\\?)`), { timeout: 30_000 });
  if (role === 'admin') await setUpAuthenticator(page);
}

/**
 * Admins pass the second sign-in step before the console loads (issue 24). The bench's stack is new, so the demo
 * admin sets up an authenticator: the key shown on screen, a code computed from it.
 */
async function setUpAuthenticator(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Set up two-step sign-in' });
  await heading.waitFor({ timeout: 30_000 });
  const key = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/6-digit code/).fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await heading.waitFor({ state: 'detached', timeout: 30_000 });
}

function row(w: PageWeight, label: string): (string | number)[] {
  const budget = budgetOf(w.url);
  const copies = `${w.copies.react}/${w.copies['react-dom']}/${w.copies['styled-components']}`;
  const oneCopy = w.copies.react === 1 && w.copies['react-dom'] === 1 && w.copies['styled-components'] === 1;
  return [
    label,
    kb(w.jsBytes),
    budget === undefined ? '(170, anchor)' : kb(budget),
    budget === undefined ? (w.jsBytes <= 170 * KB ? 'yes' : 'over') : atMost(w.jsBytes, budget),
    kb(w.cssBytes),
    kb(w.imageBytes),
    kb(w.totalBytes),
    int(w.requests),
    copies,
    oneCopy ? 'yes' : 'NO',
  ];
}

export const pageWeightBench: Benchmark = {
  name: 'page-weight',
  title: '1. Page weight (first load, cold cache, compressed as served)',
  async run() {
    const stack = await sharedWebStack();
    const browser = await launchChromium();
    const rows: (string | number)[][] = [];
    const biggest: string[] = [];
    try {
      for (const path of PUBLIC_PAGES) {
        const context = await browser.newContext({ baseURL: stack.web });
        const w = await measurePageWeight(await context.newPage(), path);
        rows.push(row(w, path));
        if (path === '/') biggest.push(...w.jsFiles.slice(0, 5).map((f) => `${kb(f.bytes)} KB ${new URL(f.url).pathname}`));
        await context.close();
      }
      for (const role of Object.keys(DASHBOARDS) as (keyof typeof DASHBOARDS)[]) {
        const signing = await browser.newContext({ baseURL: stack.web });
        await signInThroughUi(await signing.newPage(), role);
        const state = await signing.storageState();
        await signing.close();
        // A fresh context with the stored session: the dashboard's first load, cold cache.
        const context = await browser.newContext({ baseURL: stack.web, storageState: state });
        const w = await measurePageWeight(await context.newPage(), `/${role}`);
        rows.push(row(w, `/${role} (signed in as ${role})`));
        await context.close();
      }
    } finally {
      await browser.close();
    }
    const table: Table = {
      title: 'Bytes transferred on first load (KB = 1,024 bytes; JS/CSS/images are encoded body sizes, total adds headers)',
      columns: ['page', 'JS KB', 'JS budget KB', 'meets', 'CSS KB', 'images KB', 'total KB', 'requests', 'copies react/react-dom/styled-components', 'one copy each'],
      rows,
      notes: [
        'Budgets: / ≤ 170 KB JS (gzip), dashboards ≤ 300 KB. Other public pages have no budget of their own; 170 KB is shown as an anchor ("over" = above it).',
        'Anchors: median mobile page 558 KB JS (Web Almanac 2024); P75 device budget 300-350 KiB JS (Alex Russell, 2023).',
        `Largest scripts on /: ${biggest.join('; ')}`,
      ],
    };
    return { tables: [table] };
  },
};
