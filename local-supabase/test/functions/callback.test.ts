/**
 * A function that calls back into REST (fixture `caller`, supabase-js from npm inside Deno): as the caller, with
 * their Authorization forwarded so RLS applies, and as service role. Runs on PGlite and, with TEST_DB=postgres, on
 * PostgreSQL.
 */
import { startFunctionsServer, type FunctionsTestServer } from './helpers';

let server: FunctionsTestServer;

beforeAll(async () => {
  server = await startFunctionsServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

interface CallerAnswer {
  user: string | null;
  mine: string[];
  all: string[];
}

describe('a function calling back into REST', () => {
  it('reads as the calling user (RLS: their rows only) and as service role (every row)', async () => {
    const ada = await server.signUp();
    const bola = await server.signUp();
    expect((await ada.client.from('todos').insert([{ title: 'ada 1' }, { title: 'ada 2' }])).error).toBeNull();
    expect((await bola.client.from('todos').insert({ title: 'bola 1' })).error).toBeNull();

    const asAda = await ada.client.functions.invoke<CallerAnswer>('caller');
    expect(asAda.error).toBeNull();
    expect(asAda.data).toEqual({ user: ada.userId, mine: ['ada 1', 'ada 2'], all: ['ada 1', 'ada 2', 'bola 1'] });

    const asBola = await bola.client.functions.invoke<CallerAnswer>('caller');
    expect(asBola.data).toEqual({ user: bola.userId, mine: ['bola 1'], all: ['ada 1', 'ada 2', 'bola 1'] });
  }, 120_000);

  it('reads nothing as an anonymous caller (the anon key forwarded), everything as service role', async () => {
    const { data, error } = await server.anon().functions.invoke<CallerAnswer>('caller');
    expect(error).toBeNull();
    expect(data!.user).toBeNull();
    expect(data!.mine).toEqual([]);
    expect(data!.all.length).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
