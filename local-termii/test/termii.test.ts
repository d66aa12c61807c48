import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { inboxAllowed } from '../src/inbox-access';
import { startLocalTermii, type LocalTermii } from '../src/server';

const KEY = 'TLjestkey000000000000000000000000';
let termii: LocalTermii;
let dataDir: string;

async function send(body: unknown, url = termii.url) {
  const res = await fetch(`${url}/api/sms/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

/** A GET with headers fetch will not let a caller set (Host). */
function rawGet(p: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const u = new URL(termii.url + p);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const valid = { api_key: KEY, to: '2348031234567', from: 'Spotless', sms: 'Your Spotless code is 123456', type: 'plain', channel: 'generic' };

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'local-termii-'));
  termii = await startLocalTermii({ port: 0, host: '127.0.0.1', apiKey: KEY, dataDir });
});
afterEach(async () => {
  await termii.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/sms/send (Termii send-SMS API)', () => {
  test('accepts a message with the key and answers with a message id, as Termii does', async () => {
    const r = await send(valid);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ message: 'Successfully Sent' });
    expect(String(r.json.message_id)).toMatch(/^\d+$/);
    const inbox = termii.inbox.list();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ to: '2348031234567', from: 'Spotless', sms: valid.sms, channel: 'generic', messageId: r.json.message_id });
  });

  test('refuses a wrong or missing key with 401 and keeps nothing', async () => {
    expect((await send({ ...valid, api_key: 'TLwrong' })).status).toBe(401);
    const { api_key: _omit, ...noKey } = valid;
    const missing = await send(noKey);
    expect(missing.status).toBe(401);
    expect(missing.json.message).toBe('Invalid API key');
    expect(termii.inbox.list()).toHaveLength(0);
  });

  test.each([
    [{ to: '08031234567' }, 'international format'],
    [{ to: undefined }, 'to is required'],
    [{ sms: '' }, 'sms is required'],
    [{ from: 'AVeryLongSenderName' }, 'Sender ID'],
    [{ channel: 'carrier-pigeon' }, 'channel'],
  ])('refuses a bad request %j with 400', async (patch, message) => {
    const r = await send({ ...valid, ...patch });
    expect(r.status).toBe(400);
    expect(String(r.json.message)).toContain(message);
    expect(termii.inbox.list()).toHaveLength(0);
  });

  test('malformed JSON and non-object bodies are 4xx JSON answers, never 5xx', async () => {
    const broken = await send('{"api_key":');
    expect(broken.status).toBe(400);
    const arr = await send([1, 2]);
    expect(arr.status).toBe(400);
  });

  test('the inbox survives a restart', async () => {
    await send(valid);
    await termii.stop();
    termii = await startLocalTermii({ port: 0, host: '127.0.0.1', apiKey: KEY, dataDir });
    expect(termii.inbox.list()).toHaveLength(1);
  });
});

describe('SMS inbox', () => {
  test('lists messages newest first, filtered by number in any form', async () => {
    await send(valid);
    await send({ ...valid, to: '+2348090000000', sms: 'other' });
    await send({ ...valid, sms: 'second' });
    const res = await fetch(`${termii.url}/inbox/api/messages?to=%2B2348031234567`);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: { sms: string }[] };
    expect(messages.map((m) => m.sms)).toEqual(['second', valid.sms]);
  });

  test('the HTML page shows the messages, escaped', async () => {
    await send({ ...valid, sms: '<script>alert(1)</script> code 123456' });
    const res = await fetch(`${termii.url}/inbox`);
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; code 123456');
    expect(html).not.toContain('<script>alert');
  });

  test('no CORS: another web page cannot read the codes', async () => {
    await send(valid);
    const res = await fetch(`${termii.url}/inbox/api/messages`, { headers: { origin: 'https://attacker.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('refuses a relayed caller and a rebound host name, over the wire', async () => {
    await send(valid);
    const relayed = await rawGet('/inbox/api/messages', { host: '127.0.0.1', 'x-forwarded-for': '203.0.113.9' });
    expect(relayed.status).toBe(403);
    const rebound = await rawGet('/inbox', { host: 'attacker.example' });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('123456');
    const local = await rawGet('/inbox/api/messages', { host: 'localhost' });
    expect(local.status).toBe(200);
  });

  test('the access rule: another machine only with the API key', () => {
    const remote = { remoteAddress: '192.168.1.20', headers: { host: '127.0.0.1' } };
    expect(inboxAllowed(remote, KEY)).toBe(false);
    expect(inboxAllowed({ ...remote, headers: { host: 'x', authorization: `Bearer ${KEY}` } }, KEY)).toBe(true);
    expect(inboxAllowed({ ...remote, headers: { host: 'x', 'api-key': KEY } }, KEY)).toBe(true);
    expect(inboxAllowed({ ...remote, headers: { host: 'x', authorization: 'Bearer TLwrong' } }, KEY)).toBe(false);
    expect(inboxAllowed({ remoteAddress: '::ffff:127.0.0.1', headers: { host: '127.0.0.1:54351' } }, KEY)).toBe(true);
    expect(inboxAllowed({ remoteAddress: '127.0.0.1', headers: { host: '[::1]:54351', forwarded: 'for=1.2.3.4' } }, KEY)).toBe(false);
  });

  test('DELETE empties the inbox', async () => {
    await send(valid);
    const res = await fetch(`${termii.url}/inbox/api/messages`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(termii.inbox.list()).toHaveLength(0);
  });
});
