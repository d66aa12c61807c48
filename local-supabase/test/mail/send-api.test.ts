/** POST /mail/v1/emails: the Resend-shaped e-mail API that server code (Edge Functions) sends through locally. */
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const send = (key: string, body: unknown) =>
  fetch(`${server.url}/mail/v1/emails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });

test('with the service key a message lands in the local inbox, as Auth mail does', async () => {
  const res = await send(server.keys.serviceRole, { from: 'Spotless <no-reply@spotless.ng>', to: ['ada@example.com'], subject: 'Your booking', text: 'See you <soon>' });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { id: string }).id).toEqual(expect.any(String));
  const inbox = await (await fetch(`${server.url}/mail/api/messages?to=ada@example.com`)).json();
  expect(inbox).toEqual([expect.objectContaining({ to: 'ada@example.com', subject: 'Your booking', text: 'See you <soon>', html: '<p>See you &#60;soon&#62;</p>' })]);
});

test('refuses any other key and a message without recipient, subject or text', async () => {
  expect((await send(server.keys.anon, { to: ['x@example.com'], subject: 's', text: 't' })).status).toBe(403);
  expect((await send(server.keys.serviceRole, { to: [], subject: 's', text: 't' })).status).toBe(422);
  expect((await send(server.keys.serviceRole, { to: ['x@example.com'], text: 't' })).status).toBe(422);
});
