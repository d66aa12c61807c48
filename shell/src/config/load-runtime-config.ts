// Reads (from the page, else by fetching) and validates /config.json and /remotes.json. Every failure becomes a
// readable problem list for the error page, because a blank screen tells a deployer nothing.
import { parseAppConfig, parseRemotesConfig, type AppConfig, type Parsed, type RemotesConfig } from './runtime-config';

export type RuntimeConfig = { app: AppConfig; remotes: RemotesConfig };

type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

async function fetchJson(fetcher: Fetcher, url: string): Promise<Parsed<unknown>> {
  let response: Response;
  try {
    response = await fetcher(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, problems: [`${url} could not be fetched (network error).`] };
  }
  if (!response.ok) return { ok: false, problems: [`${url} answered HTTP ${response.status}.`] };
  try {
    return { ok: true, value: (await response.json()) as unknown };
  } catch {
    return { ok: false, problems: [`${url} is not valid JSON.`] };
  }
}

/**
 * The id of the JSON block (`<script type="application/json">`, never executed) in which the server hands both files
 * over with the page itself: `{"config": <config.json>, "remotes": <remotes.json>}` (scripts/serve.mjs writes it).
 */
export const INLINE_CONFIG_ID = 'runtime-config';

/** Both files from the page's JSON block, when it is there and valid; otherwise undefined (then they are fetched). */
function inlineRuntimeConfig(doc: Document | undefined): RuntimeConfig | undefined {
  const text = doc?.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const json = JSON.parse(text) as { config?: unknown; remotes?: unknown } | null;
    const app = parseAppConfig(json?.config);
    const remotes = parseRemotesConfig(json?.remotes);
    return app.ok && remotes.ok ? { app: app.value, remotes: remotes.value } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The runtime config: from the page's JSON block when the server wrote one (no request, and on a phone no first-fetch
 * set-up inside the start-up task), else from /config.json and /remotes.json.
 */
export async function loadRuntimeConfig(
  fetcher: Fetcher = (input, init) => fetch(input, init),
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Promise<Parsed<RuntimeConfig>> {
  const inline = inlineRuntimeConfig(doc);
  if (inline) return { ok: true, value: inline };
  const [appJson, remotesJson] = await Promise.all([
    fetchJson(fetcher, '/config.json'),
    fetchJson(fetcher, '/remotes.json'),
  ]);
  const app = appJson.ok ? parseAppConfig(appJson.value) : appJson;
  const remotes = remotesJson.ok ? parseRemotesConfig(remotesJson.value) : remotesJson;
  if (app.ok && remotes.ok) return { ok: true, value: { app: app.value, remotes: remotes.value } };
  return { ok: false, problems: [...(app.ok ? [] : app.problems), ...(remotes.ok ? [] : remotes.problems)] };
}
