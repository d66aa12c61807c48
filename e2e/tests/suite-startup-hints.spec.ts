import { expect, test } from '@playwright/test';
import { E2E_SUPABASE_URL, E2E_WEB_URL } from '../support/stack-config';

/**
 * The <link> hints pages go out with (tooling/webpack/startup-preload-plugin.cjs in index.html, and
 * scripts/lib/startup-hints.mjs added by scripts/serve.mjs for signed-in areas). A hint naming a file that is not
 * there costs a phone a wasted request and warns in the console; a hint on a public page makes a first-time visitor
 * pay for code only signed-in people use.
 */

async function html(path: string): Promise<string> {
  const response = await fetch(`${E2E_WEB_URL}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** [rel, href, as] of every <link> in the page's head. */
function links(page: string): { rel: string; href: string; as?: string; crossorigin: boolean }[] {
  const head = page.slice(0, page.indexOf('</head>'));
  return [...head.matchAll(/<link\b([^>]*)>/g)].map(([, attrs]) => ({
    rel: /\brel="([^"]+)"/.exec(attrs!)?.[1] ?? '',
    href: (/\bhref="([^"]+)"/.exec(attrs!)?.[1] ?? '').replace(/&amp;/g, '&'),
    as: /\bas="([^"]+)"/.exec(attrs!)?.[1],
    crossorigin: /\bcrossorigin\b/.test(attrs!),
  }));
}

async function expectServed(href: string, contentType: RegExp): Promise<void> {
  const response = await fetch(new URL(href, E2E_WEB_URL));
  expect(response.status, href).toBe(200);
  expect(response.headers.get('content-type') ?? '', href).toMatch(contentType);
}

test('a signed-in area page hints Supabase, supabase-js and its own remote, each file served', async () => {
  for (const [path, area] of [['/admin/payments', 'admin'], ['/client/bookings', 'client'], ['/cleaner', 'cleaner']] as const) {
    const hints = links(await html(path));
    const preconnect = hints.find((l) => l.rel === 'preconnect');
    expect(preconnect?.href, path).toBe(new URL(E2E_SUPABASE_URL).origin);
    expect(preconnect?.crossorigin, path).toBe(true);

    const manifest = hints.find((l) => l.rel === 'preload' && l.as === 'fetch');
    expect(manifest?.href, path).toBe(`/remotes/${area}/mf-manifest.json`);
    expect(manifest?.crossorigin, path).toBe(true);
    await expectServed(manifest!.href, /json/);

    const scripts = hints.filter((l) => l.rel === 'preload' && l.as === 'script').map((l) => l.href);
    expect(scripts, path).toContain(`/remotes/${area}/remoteEntry.js`);
    expect(scripts.some((s) => s.startsWith(`/remotes/${area}/assets/__federation_expose_App`)), path).toBe(true);
    // No other area's code.
    expect(scripts.filter((s) => s.startsWith('/remotes/') && !s.startsWith(`/remotes/${area}/`)), path).toEqual([]);
    for (const script of scripts) await expectServed(script, /javascript/);
  }
});

test('public pages hint only the shell start-up scripts, never Supabase or an area', async () => {
  for (const path of ['/', '/find-a-cleaner', '/sign-in']) {
    const hints = links(await html(path));
    expect(hints.filter((l) => l.rel === 'preconnect'), path).toEqual([]);
    expect(hints.filter((l) => l.href.startsWith('/remotes/') && l.rel === 'preload'), path).toEqual([]);
    for (const script of hints.filter((l) => l.rel === 'preload' && l.as === 'script')) {
      expect(script.href, path).toMatch(/^\/assets\//);
      await expectServed(script.href, /javascript/);
    }
  }
});
