import type { Browser, Page, Request } from '@playwright/test';

/** What one first load of a page transferred, by kind, as served (compressed bytes). */
export interface PageWeight {
  url: string;
  requests: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  totalBytes: number;
  /** How many distinct copies of each singleton library were downloaded. */
  copies: Record<'react' | 'react-dom' | 'styled-components', number>;
  /**
   * How many downloaded scripts hold React DOM's renderer (react-dom/client). The share scope cannot see a copy that a
   * remote bundled because it imported a subpath nobody shares: only the scripts themselves tell.
   */
  renderers: number;
  jsFiles: { url: string; bytes: number }[];
}

/** A property-name prefix only React DOM's renderer (react-dom-client.production.js) writes; it survives minifying. */
const REACT_DOM_RENDERER_MARK = '__reactContainer$';

function kindOf(req: Request, contentType: string): 'js' | 'css' | 'image' | 'other' {
  const type = req.resourceType();
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (type === 'image' || contentType.startsWith('image/')) return 'image';
  return 'other';
}

/**
 * How many copies of each singleton the page actually runs: Module Federation's share scope records,
 * for every shared package, which container's copy was loaded. Distinct loaded providers = copies.
 */
async function loadedCopies(page: Page): Promise<PageWeight['copies']> {
  return page.evaluate(() => {
    const names = ['react', 'react-dom', 'styled-components'] as const;
    const providers: Record<string, Set<string>> = { react: new Set(), 'react-dom': new Set(), 'styled-components': new Set() };
    type ShareInfo = { from?: string; loaded?: boolean };
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__;
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, info] of Object.entries(packages[name] ?? {})) {
            if (info.loaded) providers[name]!.add(`${info.from ?? '?'}@${version}`);
          }
        }
      }
    }
    return { react: providers.react!.size, 'react-dom': providers['react-dom']!.size, 'styled-components': providers['styled-components']!.size };
  });
}

/**
 * Loads `path` in a fresh page (empty cache) and sums the encoded (compressed) body sizes of every
 * response until the network has been idle, the same figures a phone would download.
 */
export async function measurePageWeight(
  page: Page,
  path: string,
  options: { settle?: (page: Page) => Promise<void> } = {},
): Promise<PageWeight> {
  const finished: Request[] = [];
  const onFinished = (r: Request) => finished.push(r);
  page.on('requestfinished', onFinished);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (options.settle) await options.settle(page);
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);

  const weight: PageWeight = {
    url: path,
    requests: finished.length,
    jsBytes: 0,
    cssBytes: 0,
    imageBytes: 0,
    totalBytes: 0,
    copies: { react: 0, 'react-dom': 0, 'styled-components': 0 },
    renderers: 0,
    jsFiles: [],
  };
  for (const req of finished) {
    const response = await req.response();
    if (!response) continue;
    const sizes = await req.sizes();
    const bytes = sizes.responseBodySize;
    const kind = kindOf(req, response.headers()['content-type'] ?? '');
    weight.totalBytes += bytes + sizes.responseHeadersSize;
    if (kind === 'js') {
      weight.jsBytes += bytes;
      weight.jsFiles.push({ url: req.url(), bytes });
      if ((await response.body()).includes(REACT_DOM_RENDERER_MARK)) weight.renderers += 1;
    }
    if (kind === 'css') weight.cssBytes += bytes;
    if (kind === 'image') weight.imageBytes += bytes;
  }
  weight.jsFiles.sort((a, b) => b.bytes - a.bytes);
  weight.copies = await loadedCopies(page);
  return weight;
}

/** A page in a fresh context, so nothing is cached from an earlier measurement. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

export const KB = 1024;
