/**
 * The PostgreSQL hot path runs each SQL text as a named prepared statement of its connection (db/pipeline.ts). These
 * tests pin what must not change because of that, on a pool of one connection so every statement is reused: row
 * security still decides per caller, DDL in between is picked up, failures leave nothing unusable behind, and the
 * number of statements a connection keeps is bounded.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../src/db/postgres';
import type { Database } from '../../src/db/types';
import { runStatementAsCaller, type Caller } from '../../src/http/request-context';
import { TEST_DB } from '../helpers/test-server';

const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const onPostgres = TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('named prepared statements on one connection', () => {
  const name = `ls_prep_${randomBytes(5).toString('hex')}`;
  let db: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    db = await openPostgres(PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`), { poolSize: 1 });
    await db.exec(`
      do $$ begin
        if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
        if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
      end $$;
      create table notes (owner text not null, body text not null);
      alter table notes enable row level security;
      create policy own on notes for select using (owner = current_setting('request.jwt.claim.sub', true));
      create policy public_ones on notes for select to anon using (owner = 'public');
      grant select on notes to anon, authenticated;
      insert into notes values ('alice', 'a1'), ('alice', 'a2'), ('bob', 'b1'), ('public', 'p1');
      create table shapes (id int);
      insert into shapes values (1);
    `);
  });

  afterAll(async () => {
    await db?.close();
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const as = (sub: string | null): Caller => (sub ? { role: 'authenticated', claims: { sub, role: 'authenticated' } } : { role: 'anon', claims: {} });
  const info = { method: 'GET', path: '/notes', headers: {} };
  const bodies = async (sub: string | null) => {
    const r = await runStatementAsCaller(db, as(sub), info, { sql: 'select coalesce(json_agg(body order by body), $1)::text as body from public.notes', params: ['[]'] }, { readOnly: true });
    return JSON.parse(r.rows[0]!.body as string) as string[];
  };
  const run = (sql: string, params: unknown[] = []) => db.batch!([{ sql, params }]).then((r) => r[0]!.rows);

  test('row security decides per caller although the statement is reused', async () => {
    // Several rounds, so the reused statement also runs past PostgreSQL's switch to a generic plan.
    for (let i = 0; i < 7; i++) {
      expect(await bodies('alice')).toEqual(['a1', 'a2']);
      expect(await bodies('bob')).toEqual(['b1']);
      expect(await bodies(null)).toEqual(['p1']);
    }
  });

  test('a statement whose result columns change under it is prepared again', async () => {
    expect(await run('select * from public.shapes')).toEqual([{ id: 1 }]);
    await db.exec('alter table public.shapes add column label text default $$x$$');
    expect(await run('select * from public.shapes')).toEqual([{ id: 1, label: 'x' }]);
  });

  test('failed statements leave the connection and the statement usable', async () => {
    await expect(run('select 10 / $1::int as q', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await run('select 10 / $1::int as q', [2])).toEqual([{ q: 5 }]);
    await expect(run('select from nowhere_at_all')).rejects.toMatchObject({ code: '42P01' });
    await expect(run('select from nowhere_at_all')).rejects.toMatchObject({ code: '42P01' });
    await db.exec('create table public.nowhere_at_all (n int)');
    expect(await run('select count(*)::int as n from nowhere_at_all')).toEqual([{ n: 0 }]);
  });

  test('a connection keeps a bounded number of statements', async () => {
    for (let i = 0; i < 260; i++) expect(await run(`select ${i} as n, $1::text as t`, ['x'])).toEqual([{ n: i, t: 'x' }]);
    const kept = ((await run('select count(*)::int as kept from pg_prepared_statements'))[0] as { kept: number }).kept;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(210);
  });
});
