// Fetches and validates /config.json and /remotes.json. Every failure becomes a readable problem list for the error
// page, because a blank screen tells a deployer nothing.
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

export async function loadRuntimeConfig(fetcher: Fetcher = (input, init) => fetch(input, init)): Promise<Parsed<RuntimeConfig>> {
  const [appJson, remotesJson] = await Promise.all([
    fetchJson(fetcher, '/config.json'),
    fetchJson(fetcher, '/remotes.json'),
  ]);
  const app = appJson.ok ? parseAppConfig(appJson.value) : appJson;
  const remotes = remotesJson.ok ? parseRemotesConfig(remotesJson.value) : remotesJson;
  if (app.ok && remotes.ok) return { ok: true, value: { app: app.value, remotes: remotes.value } };
  return { ok: false, problems: [...(app.ok ? [] : app.problems), ...(remotes.ok ? [] : remotes.problems)] };
}
