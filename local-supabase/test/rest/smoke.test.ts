import { anonClient, startTestServer, type TestServer, createUser, rest } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

test('smoke', async () => {
  const u = await createUser(server);
  const ins = await u.client.from('todos').insert({ title: 'x' }).select();
  console.log(JSON.stringify(ins));
  const r = await u.client.from('todos').select('id,title,labels(name)');
  console.log(JSON.stringify(r));
  console.log(JSON.stringify(await anonClient(server).rpc('add', { a: 1, b: 2 })));
  console.log(JSON.stringify(await anonClient(server).from('messages').select('*, people(name)')));
  console.log(JSON.stringify(await anonClient(server).from('messages').select('*, sender:people!messages_sender_fkey(name)')));
  console.log(JSON.stringify(await anonClient(server).from('samples').select('id').in('label', ['a,b', 'beta'])));
  console.log(JSON.stringify(await anonClient(server).rpc('series_items', { n: 5 }).eq('even', true).order('id', { ascending: false }).limit(1)));
  const res = await rest(server, '/');
  console.log(res.status, (await res.text()).slice(0, 300));
});
