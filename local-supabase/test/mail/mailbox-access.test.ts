import http from 'node:http';
import os from 'node:os';
import { isLoopbackAddress, isLoopbackHost, mailboxAccess } from '../../src/mail/mailbox-access';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { startSmtpSink } from './smtp-sink';

/**
 * Issue 21, attack 1: anyone who could reach local-supabase asked a password reset for any address,
 * read the link from /mail/api/messages and took the account. The mailbox is now a development tool:
 * served to this machine (loopback peer, loopback Host, not relayed by a proxy) or with the
 * service_role key, and off when SMTP_URL is set.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw HTTP request, so the test controls the Host header and the address it connects to. */
function request(url: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const email = 'victim@example.com';

async function askPasswordReset(server: TestServer): Promise<void> {
  await server.service().auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
  const r = await fetch(`${server.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: server.keys.anon, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(r.status).toBe(200);
}

describe('with the mailbox on (no SMTP_URL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await askPasswordReset(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const port = () => new URL(server.url).port;
  const paths = ['/mail', '/mail/api/messages', `/mail/api/messages?to=${encodeURIComponent(email)}`];

  test('a developer on this machine reads the reset link (e2e and the tests read it this way)', async () => {
    const r = await request(`${server.url}/mail/api/messages?to=${encodeURIComponent(email)}`);
    expect(r.status).toBe(200);
    expect(r.body).toContain('/auth/v1/verify?token=');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    const byName = await request(`http://localhost:${port()}/mail`, { headers: { host: `localhost:${port()}` } });
    expect(byName.status).toBe(200);
  });

  test.each(paths)('GET %s under a foreign host name (DNS rebinding) is refused without a link', async (path) => {
    const r = await request(`${server.url}${path}`, { headers: { host: `attacker.example:${port()}` } });
    expect(r.status).toBe(403);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(r.body)).toMatchObject({ statusCode: 403, message: expect.stringContaining('loopback') });
    expect(r.body).not.toContain('verify?token=');
  });

  test.each(paths)('GET %s relayed by a proxy (X-Forwarded-For, Forwarded) is refused', async (path) => {
    for (const [name, value] of [['x-forwarded-for', '203.0.113.9'], ['forwarded', 'for=203.0.113.9'], ['x-real-ip', '203.0.113.9']] as const) {
      const r = await request(`${server.url}${path}`, { headers: { [name]: value } });
      expect(r.status).toBe(403);
      expect(r.body).not.toContain('verify?token=');
    }
  });

  test('DELETE from a stranger cannot empty it; the anon key does not open it', async () => {
    const del = await request(`${server.url}/mail/api/messages`, { method: 'DELETE', headers: { host: 'attacker.example' } });
    expect(del.status).toBe(403);
    const anon = await request(`${server.url}/mail/api/messages`, {
      headers: { host: 'attacker.example', apikey: server.keys.anon, authorization: `Bearer ${server.keys.anon}` },
    });
    expect(anon.status).toBe(403);
    const still = await request(`${server.url}/mail/api/messages?to=${encodeURIComponent(email)}`);
    expect(JSON.parse(still.body)).toHaveLength(1);
  });

  test('the service_role key opens it from anywhere (apikey header or bearer)', async () => {
    const keyHeaders: Record<string, string>[] = [{ apikey: server.keys.serviceRole }, { authorization: `Bearer ${server.keys.serviceRole}` }];
    for (const key of keyHeaders) {
      const r = await request(`${server.url}/mail/api/messages`, { headers: { host: 'attacker.example', ...key } });
      expect(r.status).toBe(200);
      expect(r.body).toContain('/auth/v1/verify?token=');
    }
  });
});

/** A non-loopback IPv4 address of this machine, if it has one (to be a real remote peer). */
function externalAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

const external = externalAddress();
(external ? test : test.skip)('listening on every interface, a caller from the network address is refused', async () => {
  const server = await startTestServer({ host: '0.0.0.0' });
  try {
    await askPasswordReset(server);
    const port = new URL(server.url).port;
    const remote = await request(`http://${external}:${port}/mail/api/messages`);
    expect(remote.status).toBe(403);
    expect(remote.body).not.toContain('verify?token=');
    const local = await request(`http://127.0.0.1:${port}/mail/api/messages`);
    expect(local.status).toBe(200);
    expect(local.body).toContain('verify?token=');
  } finally {
    await server.stop();
  }
});

test('with SMTP_URL the mailbox is off: no route serves it and the reset e-mail is not stored', async () => {
  const sink = await startSmtpSink();
  const server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
  try {
    await askPasswordReset(server);
    expect(sink.messages.some((m) => m.to.includes(`<${email}>`))).toBe(true);
    for (const path of ['/mail', '/mail/api/messages']) {
      const r = await request(`${server.url}${path}`, { headers: { apikey: server.keys.serviceRole } });
      expect(r.status).toBe(404);
      expect(JSON.parse(r.body).message).toContain('SMTP_URL');
    }
  } finally {
    await server.stop();
    await sink.close();
  }
});

describe('the access rule', () => {
  const key = 'service-role-key';
  const local = { remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:54321' } };

  test('loopback addresses and host names', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['192.0.2.2', '::ffff:192.0.2.2', '10.0.0.1', 'fd00::2', '', undefined]) expect(isLoopbackAddress(a)).toBe(false);
    for (const h of ['localhost', 'localhost:54321', '127.0.0.1:54321', '[::1]:54321', '[::1]']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['attacker.example', '127.0.0.1.attacker.example', 'localhost.attacker.example:54321', '192.0.2.2:54321', '', undefined]) {
      expect(isLoopbackHost(h)).toBe(false);
    }
  });

  test('served to a local caller or with the exact service key, refused otherwise', () => {
    expect(mailboxAccess(local, key).allowed).toBe(true);
    expect(mailboxAccess({ ...local, remoteAddress: '192.0.2.7' }, key).allowed).toBe(false);
    expect(mailboxAccess({ remoteAddress: '192.0.2.7', headers: { host: 'x', apikey: key } }, key).allowed).toBe(true);
    expect(mailboxAccess({ remoteAddress: '192.0.2.7', headers: { host: 'x', apikey: `${key}x` } }, key).allowed).toBe(false);
    expect(mailboxAccess({ remoteAddress: '192.0.2.7', headers: { host: 'x', authorization: `Bearer ${key}` } }, key).allowed).toBe(true);
    expect(mailboxAccess({ ...local, headers: { ...local.headers, 'x-forwarded-for': '203.0.113.9' } }, key).allowed).toBe(false);
  });
});
