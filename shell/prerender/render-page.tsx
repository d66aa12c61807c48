// Server rendering of one public page at build time (scripts/snapshot-pages.mjs runs it in Node, no browser): the
// shell's frame and the owning area's page, the very components the browser renders, with no data (nothing is
// fetched on the server; data sections render their loading state), signed out.
//
// Modules are evaluated in the order the browser evaluates them: main.ts's shared packages, the shell's bootstrap,
// then the area and its page. styled-components numbers its components in creation order and derives the class
// names from those numbers, so the same order gives the same class names, and the browser's rehydration of the
// page's sheet (shell/src/platform/snapshot-style-sheet.ts) finds the rules it would otherwise generate again.
// One page per process for the same reason (snapshot-pages.mjs starts a process per page).
import '@spotless/shared-ui';
import '@spotless/shared-data';
import '../src/bootstrap';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet, version as styledVersion } from 'styled-components';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { DataProvider } from '@spotless/shared-data';
import type { AreaName, RemoteApp } from '@spotless/tooling/federation/remote-contract';
import { AppRoutes } from '../src/app/AppRoutes';
import { ShellToaster } from '../src/app/ShellToaster';
import { preloadArea } from '../src/federation/AreaView';
import type { AreaLoaders } from '../src/routing/area-loaders';
import { publicOwnerOf, type PublicArea } from '../src/routing/public-owner';

/** The public areas' exposed App modules, imported from source instead of through Module Federation. */
const PUBLIC_AREA_APPS: Record<PublicArea, () => Promise<{ default: RemoteApp }>> = {
  marketing: () => import('../../mfe-marketing/src/export-app'),
  guest: () => import('../../mfe-guest/src/export-app'),
};

export interface RenderedPage {
  /** The markup of #root's content. */
  rootHtml: string;
  /** styled-components' sheet in its server-rendering form (rules plus each component's generated names). */
  styled: { version: string; text: string };
}

function loadersFor(owner: PublicArea, App: RemoteApp): AreaLoaders {
  const none = (area: AreaName) => () => Promise.reject(new Error(`the ${area} area is not pre-rendered`));
  return {
    marketing: none('marketing'),
    guest: none('guest'),
    client: none('client'),
    cleaner: none('cleaner'),
    admin: none('admin'),
    [owner]: () => Promise.resolve(App),
  };
}

/** Renders to a string once every lazy part has loaded, so the HTML is whole and carries no streaming scripts. */
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const errors: unknown[] = [];
    const stream = renderToPipeableStream(element, {
      // Everything is written in place, in one piece: no boundary is sent ahead of its content, which would need
      // React's inline scripts to reveal it (the CSP forbids them).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (errors.length) reject(errors[0]);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        errors.push(error);
      },
    });
  });
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const owner = publicOwnerOf(pathname);
  if (!owner) throw new Error(`${pathname} is not a public page`);
  const App = (await PUBLIC_AREA_APPS[owner]()).default;
  const loaders = loadersFor(owner, App);
  // As the browser does before its first render (shell/src/bootstrap.tsx): the area and the page are loaded, so the
  // area renders at once instead of its spinner.
  await preloadArea(loaders[owner], pathname);
  const sheet = new ServerStyleSheet();
  try {
    // The tree of shell/src/app/App.tsx, with a router that starts at `pathname` (StrictMode changes nothing here).
    const rootHtml = await renderWhole(
      sheet.collectStyles(
        <SpotlessThemeProvider>
          <DataProvider>
            <MemoryRouter initialEntries={[pathname]}>
              <ShellToaster />
              <AppRoutes loaders={loaders} />
            </MemoryRouter>
          </DataProvider>
        </SpotlessThemeProvider>,
      ),
    );
    return { rootHtml, styled: { version: styledVersion, text: sheet.instance.toString() } };
  } finally {
    sheet.seal();
  }
}
