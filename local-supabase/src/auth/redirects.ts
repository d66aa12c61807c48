import type { Config } from '../config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where e-mail links may send the browser: the site URL's origin, this server's own origin, or a
 * loopback address (any port: dev servers). Anything else falls back to the site URL, so a crafted
 * `redirect_to` cannot turn our links into an open redirect that carries tokens to a stranger.
 */
export function allowedRedirect(config: Config, requested: string | undefined): string {
  if (!requested) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return config.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
  const trusted = [config.siteUrl, config.publicUrl].flatMap((u) => {
    try {
      return [new URL(u).origin];
    } catch {
      return [];
    }
  });
  if (trusted.includes(url.origin) || LOOPBACK.has(url.hostname)) return url.toString();
  return config.siteUrl;
}

/** The link an e-mail carries: GoTrue's GET /verify with the hashed token (protocol §3.4). */
export function actionLink(config: Config, token: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${config.publicUrl}/auth/v1/verify?${params.toString()}`;
}

/** `base` with its fragment replaced by `params` (implicit-flow tokens travel in the fragment). */
export function withFragment(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/** `base` with `params` added to its query string (PKCE `?code=`). */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
