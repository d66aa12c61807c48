import { configureSupabase, isSupabaseConfigured } from './config';
import { getSupabase } from './supabase-client';

// Unsigned JWTs are enough here: the client only decodes the role claim to refuse service keys.
const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.sig';

describe('runtime Supabase configuration', () => {
  it('refuses a service-role key and non-http URLs', () => {
    expect(() => configureSupabase({ url: 'http://localhost:54321', anonKey: jwt({ role: 'service_role' }) })).toThrow(
      /service-role/,
    );
    expect(() => configureSupabase({ url: 'ftp://x', anonKey: jwt({ role: 'anon' }) })).toThrow(/http/);
    expect(isSupabaseConfigured()).toBe(false);
  });

  it('waits for the config, then hands out one shared client', async () => {
    let settled = false;
    const early = getSupabase().then((client) => {
      settled = true;
      return client;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false); // nothing to connect to yet

    configureSupabase({ url: 'http://localhost:54321/', anonKey: jwt({ role: 'anon' }) });
    const client = await early;
    expect(client).toBe(await getSupabase());
    expect(typeof client.from).toBe('function');
    expect(() => configureSupabase({ url: 'http://elsewhere:1', anonKey: jwt({ role: 'anon' }) })).toThrow(
      /different project/,
    );
    // Same config again (e.g. a remote mounted standalone) is accepted.
    expect(() => configureSupabase({ url: 'http://localhost:54321/', anonKey: jwt({ role: 'anon' }) })).not.toThrow();
  });
});
