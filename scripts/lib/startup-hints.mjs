// The <link> hints a page of a signed-in area (/admin..., /client..., /cleaner...) goes out with, so a phone fetches
// what that page is certain to need beside the first script instead of one round trip after another:
// - a connection to Supabase (the session is restored before anything else of the area shows);
// - supabase-js itself (the shell's shared chunk, named in the shell's mf-manifest.json);
// - the area's remote: its mf-manifest.json, remoteEntry.js and the scripts of its exposed ./App, when the remote is
//   served from this server's /remotes/<area>/ (a remote elsewhere keeps its own caching; the shell still finds it).
// Public pages get none: a first-time visitor of the home page must not pay for supabase-js or an area's code.
// Built from the files on disk, so a rebuild changes the hints with the hashes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const SIGNED_IN_AREAS = ['client', 'cleaner', 'admin'];

/** The signed-in area a page path belongs to, or null. */
export function signedInAreaOf(urlPath) {
  return SIGNED_IN_AREAS.find((area) => urlPath === `/${area}` || urlPath.startsWith(`/${area}/`)) ?? null;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const preloadScript = (href) => `<link rel="preload" as="script" href="${attr(href)}">`;

/**
 * @param {{ urlPath: string, supabaseUrl?: string, remotes: Record<string, string>, shellDir: string,
 *   remoteDirs: Record<string, string> }} page
 * @returns {Promise<string>} the tags, '' for a public page
 */
export async function startupHints({ urlPath, supabaseUrl, remotes, shellDir, remoteDirs }) {
  const area = signedInAreaOf(urlPath);
  if (!area) return '';
  const tags = [];
  if (supabaseUrl) {
    try {
      // crossorigin: supabase-js's requests are CORS requests, which use a connection of their own.
      tags.push(`<link rel="preconnect" href="${attr(new URL(supabaseUrl).origin)}" crossorigin>`);
    } catch {
      // A malformed URL is reported by the shell's config check; no hint then.
    }
  }
  const shellManifest = await readJson(path.join(shellDir, 'mf-manifest.json'));
  const supabaseJs = shellManifest?.shared?.find((entry) => entry.name === '@supabase/supabase-js');
  for (const file of supabaseJs?.assets?.js?.sync ?? []) tags.push(preloadScript(`/${file}`));

  const manifestUrl = remotes[area];
  const local = typeof manifestUrl === 'string' && manifestUrl.startsWith(`/remotes/${area}/`) && remoteDirs[area];
  if (local) {
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const manifest = await readJson(path.join(local, manifestUrl.slice(base.length)));
    if (manifest) {
      // The federation runtime fetches the manifest with fetch(): a CORS-mode request, hence crossorigin.
      tags.push(`<link rel="preload" as="fetch" href="${attr(manifestUrl)}" crossorigin>`);
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) tags.push(preloadScript(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`));
      const app = manifest.exposes?.find((expose) => expose.name === 'App');
      for (const file of app?.assets?.js?.sync ?? []) tags.push(preloadScript(`${base}${file}`));
    }
  }
  return tags.join('');
}
