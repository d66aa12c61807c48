/**
 * New hosted projects give objects in public no default grants (2026-10-30), so every grant is a migration's. The
 * server side (service key: create-super-admin, Edge Functions) must reach every table, sequence and function: a
 * migration that creates one without granting service_role fails here, before it fails on hosted.
 */
import { openTestDatabase, type TestDatabase } from './helpers/database';

describe('service_role grants', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('may read and write every table and view in public', async () => {
    const r = await t.db.query<{ name: string }>(
      `select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
          and not (has_table_privilege('service_role', c.oid, 'select')
                   and (c.relkind in ('v', 'm') or has_table_privilege('service_role', c.oid, 'insert, update, delete')))
        order by 1`,
    );
    expect(r.rows.map((x) => x.name)).toEqual([]);
  });

  it('may use every sequence and execute every function in public', async () => {
    const seq = await t.db.query<{ name: string }>(
      `select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace
          -- CASE keeps the privilege check off relations that are not sequences (the planner may reorder ANDs)
          and case when c.relkind = 'S' then not has_sequence_privilege('service_role', c.oid, 'usage') else false end
        order by 1`,
    );
    expect(seq.rows.map((x) => x.name)).toEqual([]);
    const fns = await t.db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
          and not has_function_privilege('service_role', p.oid, 'execute') order by 1`,
    );
    expect(fns.rows.map((x) => x.name)).toEqual([]);
  });
});
