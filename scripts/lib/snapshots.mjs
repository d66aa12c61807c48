// Where pre-rendered public pages live and how one is assembled. Shared by scripts/snapshot-pages.mjs (writes them)
// and scripts/serve.mjs (serves them in place of the bare index.html).
import path from 'node:path';

/** Inside the shell's dist/, so a deployment of the shell carries the snapshots made against its remotes. */
export const SNAPSHOT_DIR_NAME = 'snapshots';

/** '/' -> home.html, '/find-a-cleaner' -> find-a-cleaner.html; null for anything that is not a plain page path. */
export function snapshotFileName(urlPath) {
  if (urlPath === '/') return 'home.html';
  const trimmed = urlPath.replace(/\/+$/, '');
  return /^\/[a-z0-9-]+$/.test(trimmed) ? `${trimmed.slice(1)}.html` : null;
}

/**
 * The remotes map (remotes.json) the snapshots were rendered with. A snapshot shows one composition of the shell and
 * its remotes (markup, image URLs): once remotes.json points an area elsewhere, the snapshots are stale and unused.
 */
export const COMPOSITION_FILE_NAME = 'composition.json';

/**
 * The snapshot's markup sits in one wrapper that React removes at its first commit. It has no box of its own
 * (display: contents), and aria-disabled says its controls are not live yet (buttons do nothing before the app
 * runs; links still work as plain links). Test tools that wait for enabled controls wait for the live page too.
 */
const SNAPSHOT_OPEN = '<div data-snapshot-root aria-disabled="true" style="display:contents">';

function canonical(remotes) {
  return JSON.stringify(Object.keys(remotes).sort().map((area) => [area, remotes[area]]));
}

export function sameComposition(a, b) {
  return canonical(a) === canonical(b);
}

export function snapshotPath(shellDistDir, urlPath) {
  const name = snapshotFileName(urlPath);
  return name ? path.join(shellDistDir, SNAPSHOT_DIR_NAME, name) : null;
}

/** The tags startup-preload-plugin.cjs adds (html-webpack-plugin's output, minified). */
const STARTUP_PRELOAD = /<link rel="preload" as="script" href="[^"]*">/g;

/** A rule never legitimately contains "</style"; make sure captured text cannot close the element early. */
function escapeStyleText(css) {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * index.html with the rendered page inside #root, its styles in the head and the page's title. styled-components'
 * sheet (`styled`: its text in server-rendering form and the version that wrote it) goes in the element
 * styled-components rehydrates and then removes itself; other CSS goes in <style data-snapshot>, removed by the shell
 * once React has taken over. Absolute URLs of `origin` (a server the page was rendered on, if any) become site-relative.
 * The start-up script preloads of index.html (tooling/webpack/startup-preload-plugin.cjs) are left out: a pre-rendered
 * page is on screen before any script runs, and a dozen high-priority script downloads beside it would hold back its
 * hero image (measured on /: Lighthouse mobile FCP 0.7-0.8 s without them, 2.1 s with them).
 */
export function assembleSnapshot(indexHtml, { rootHtml, css, styled, title, origin }) {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const relative = (text) => (origin ? text.split(origin).join('') : text);
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const styles = [
    styled ? `<style data-styled="" data-styled-version="${attribute(styled.version)}" data-snapshot>${escapeStyleText(relative(styled.text))}</style>` : '',
    css.trim() ? `<style data-snapshot>${escapeStyleText(relative(css))}</style>` : '',
  ].join('');
  // Replacer functions, not strings: captured text may contain "$&" and the like, which must stay literal.
  return indexHtml
    .replace(STARTUP_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace('</head>', () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${SNAPSHOT_OPEN}${relative(rootHtml)}</div></div>`);
}

function attribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
