import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { createMailer } from '../../src/mail/create-mailer';
import { linkify } from '../../src/mail/mailbox-page';
import type { StoredMail } from '../../src/mail/mailer';
import { startTestServer } from '../helpers/test-server';
import { startSmtpSink } from './smtp-sink';

const tmpDir = () => path.join(os.tmpdir(), `ls-mail-${randomBytes(6).toString('hex')}`);
const mail = (to: string, subject: string, text = 'Hello') => ({ to, subject, text, html: `<p>${text}</p>` });

test('messages are JSON files in DATA_DIR/mailbox, listed newest first, filtered by recipient, and cleared', async () => {
  const dataDir = tmpDir();
  const mailer = createMailer(loadConfig({}, { dataDir, jwtSecret: 'x'.repeat(40) }));
  const mailbox = mailer.mailbox!;
  await mailer.send(mail('a@example.com', 'first'));
  await mailer.send(mail('b@example.com', 'second'));
  await mailer.send(mail('A@Example.com', 'third'));
  expect(readdirSync(path.join(dataDir, 'mailbox')).filter((f) => f.endsWith('.json'))).toHaveLength(3);
  const all = await mailbox.list();
  expect(all.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
  expect(all[0]).toEqual({ id: expect.any(String), to: 'A@Example.com', subject: 'third', text: 'Hello', html: '<p>Hello</p>', sentAt: expect.any(String) });
  expect((await mailbox.list({ to: 'a@example.com' })).map((m) => m.subject)).toEqual(['third', 'first']);
  await mailbox.clear();
  expect(await mailbox.list()).toEqual([]);
});

test('the mailbox survives a restart of the server', async () => {
  const dataDir = tmpDir();
  const first = await startTestServer({ dataDir });
  let email = '';
  try {
    email = `keep-${randomBytes(3).toString('hex')}@example.com`;
    const headers = { apikey: first.keys.anon, 'content-type': 'application/json' };
    const signup = await fetch(`${first.url}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'password-123' }) });
    expect(signup.status).toBe(200);
    await fetch(`${first.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: first.keys.anon, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  } finally {
    await first.stop();
  }
  const second = await startTestServer({ dataDir });
  try {
    const r = await fetch(`${second.url}/mail/api/messages`);
    const messages = (await r.json()) as StoredMail[];
    expect(messages.some((m) => m.to === email && m.subject === 'Reset your Spotless NG password')).toBe(true);
  } finally {
    await second.stop();
  }
  // Two full server starts: generous on a shared, busy machine.
}, 180_000);

test('GET /mail renders escaped text with clickable links; the JSON API filters and DELETE empties it', async () => {
  const dataDir = tmpDir();
  const server = await startTestServer({ dataDir });
  try {
    const mailer = createMailer(server.config);
    await mailer.send(mail('x@example.com', 'older'));
    await mailer.send(mail('<b>@example.com', '<script>alert(1)</script>', 'Open https://example.com/a?b=1&c=<2> now'));
    const page = await fetch(`${server.url}/mail`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=">https://example.com/a?b=1&amp;c=</a>&lt;2&gt;');
    expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('older'));

    const filtered = (await (await fetch(`${server.url}/mail/api/messages?to=x%40example.com`)).json()) as StoredMail[];
    expect(filtered.map((m) => m.subject)).toEqual(['older']);
    const del = await fetch(`${server.url}/mail/api/messages`, { method: 'DELETE', headers: { 'content-type': 'application/json' } });
    expect(del.status).toBe(204);
    expect(await (await fetch(`${server.url}/mail/api/messages`)).json()).toEqual([]);
    expect(existsSync(path.join(dataDir, 'mailbox'))).toBe(true);
  } finally {
    await server.stop();
  }
});

test('linkify never lets a URL break out of its attribute', () => {
  expect(linkify('see http://a.b/"onmouseover=x')).toBe('see <a href="http://a.b/">http://a.b/</a>&quot;onmouseover=x');
});

test('with SMTP_URL the message is delivered over SMTP only: the mailbox is off and nothing is stored', async () => {
  const sink = await startSmtpSink();
  const dataDir = tmpDir();
  try {
    const mailer = createMailer(loadConfig({}, { dataDir, jwtSecret: 'x'.repeat(40), smtpUrl: `smtp://127.0.0.1:${sink.port}` }));
    await mailer.send(mail('ngozi@example.com', 'Reset your Spotless NG password', 'Link: http://x/y'));
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to).toEqual(['<ngozi@example.com>']);
    expect(sink.messages[0]!.from).toContain('no-reply@spotless.ng');
    expect(sink.messages[0]!.data).toContain('Subject: Reset your Spotless NG password');
    expect(mailer.mailbox).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'mailbox'))).toBe(false);
  } finally {
    await sink.close();
  }
});

test('an unreachable SMTP server is logged and does not fail the request; nothing is kept on disk', async () => {
  const sink = await startSmtpSink();
  const port = sink.port;
  await sink.close();
  const dataDir = tmpDir();
  const mailer = createMailer(loadConfig({}, { dataDir, jwtSecret: 'x'.repeat(40), smtpUrl: `smtp://127.0.0.1:${port}` }));
  const original = process.stderr.write.bind(process.stderr);
  const errors: string[] = [];
  process.stderr.write = ((chunk: string) => (errors.push(String(chunk)), true)) as typeof process.stderr.write;
  try {
    await mailer.send(mail('kept@example.com', 'still here'));
  } finally {
    process.stderr.write = original;
  }
  expect(errors.join('')).toContain('SMTP delivery to kept@example.com failed');
  expect(existsSync(path.join(dataDir, 'mailbox'))).toBe(false);
});
