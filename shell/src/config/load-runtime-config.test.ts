import { INLINE_CONFIG_ID, loadRuntimeConfig } from './load-runtime-config';
import { parseAppConfig, parseRemotesConfig } from './runtime-config';

const goodRemotes = {
  marketing: '/remotes/marketing/mf-manifest.json',
  guest: '/remotes/guest/mf-manifest.json',
  client: 'https://cdn.example.ng/client/mf-manifest.json',
  cleaner: '/remotes/cleaner/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};
const goodConfig = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon.jwt.value' };

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('parseAppConfig', () => {
  it('accepts a Supabase URL and anon key', () => {
    expect(parseAppConfig(goodConfig)).toEqual({ ok: true, value: goodConfig });
  });

  it('takes the captcha site key and widget script, and refuses a half-filled captcha', () => {
    const captcha = { siteKey: '0x4AAAA', scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js' };
    expect(parseAppConfig({ ...goodConfig, captcha })).toEqual({ ok: true, value: { ...goodConfig, captcha } });
    expect(parseAppConfig({ ...goodConfig, captcha: { siteKey: '0x4AAAA' } })).toMatchObject({ ok: false });
  });

  it('names every problem', () => {
    expect(parseAppConfig({ supabaseUrl: 'ftp://x', supabaseAnonKey: '' })).toEqual({
      ok: false,
      problems: ['config.json: "supabaseUrl" must be an http(s) URL.', 'config.json: "supabaseAnonKey" must be a non-empty string.'],
    });
    expect(parseAppConfig([1, 2])).toEqual({ ok: false, problems: ['config.json must be a JSON object.'] });
  });
});

describe('parseRemotesConfig', () => {
  it('accepts one manifest URL per area', () => {
    expect(parseRemotesConfig(goodRemotes)).toEqual({ ok: true, value: goodRemotes });
  });

  it('reports missing areas, bad URLs and unknown areas', () => {
    const { admin: _admin, ...withoutAdmin } = goodRemotes;
    const result = parseRemotesConfig({ ...withoutAdmin, guest: 'not a url', shop: '/x.json' });
    expect(result).toEqual({
      ok: false,
      problems: [
        'remotes.json: "guest" must be the URL of its mf-manifest.json.',
        'remotes.json: "admin" must be the URL of its mf-manifest.json.',
        'remotes.json: unknown area "shop".',
      ],
    });
  });
});

describe('loadRuntimeConfig', () => {
  it('returns both files when they are valid', async () => {
    const fetcher = async (url: string) => jsonResponse(url === '/config.json' ? goodConfig : goodRemotes);
    await expect(loadRuntimeConfig(fetcher)).resolves.toEqual({ ok: true, value: { app: goodConfig, remotes: goodRemotes } });
  });

  it('explains a missing file, invalid JSON and a network failure', async () => {
    const fetcher = async (url: string) => {
      if (url === '/config.json') return jsonResponse(null, 404);
      return { ok: true, status: 200, json: async () => JSON.parse('{oops') } as Response;
    };
    await expect(loadRuntimeConfig(fetcher)).resolves.toEqual({
      ok: false,
      problems: ['/config.json answered HTTP 404.', '/remotes.json is not valid JSON.'],
    });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await loadRuntimeConfig(offline);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toContain('/config.json could not be fetched (network error).');
  });

  it('takes both files from the page when the server wrote them there, without a request', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_CONFIG_ID;
    block.textContent = JSON.stringify({ config: goodConfig, remotes: goodRemotes });
    doc.head.append(block);
    const fetcher = jest.fn(async () => jsonResponse(null, 500));
    await expect(loadRuntimeConfig(fetcher, doc)).resolves.toEqual({ ok: true, value: { app: goodConfig, remotes: goodRemotes } });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches the files when the page block is missing, not JSON or incomplete', async () => {
    const fetcher = jest.fn(async (url: string) => jsonResponse(url === '/config.json' ? goodConfig : goodRemotes));
    for (const text of [null, '{oops', JSON.stringify({ config: goodConfig })]) {
      const doc = document.implementation.createHTMLDocument('page');
      if (text !== null) {
        const block = doc.createElement('script');
        block.type = 'application/json';
        block.id = INLINE_CONFIG_ID;
        block.textContent = text;
        doc.head.append(block);
      }
      await expect(loadRuntimeConfig(fetcher, doc)).resolves.toEqual({ ok: true, value: { app: goodConfig, remotes: goodRemotes } });
    }
    expect(fetcher).toHaveBeenCalledTimes(6);
  });
});
