/**
 * pg_cron's stand-in: the SQL surface a migration uses (cron.schedule / unschedule / alter_job, cron.job,
 * cron.job_run_details) and the runner that runs due jobs as their user, one run at a time, stopping with the server.
 */
import type { Queryable } from '../../src/db/types';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server';

/** Runs SQL as hosted's `postgres` (the migration role), as a migration or the SQL editor would. */
async function asPostgres<T>(server: TestServer, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return server.db.transaction(async (tx) => {
    await tx.exec('set local role hosted_postgres; set local search_path to "$user", public, extensions');
    return fn(tx);
  });
}

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Run {
  status: string;
  username: string;
  return_message: string | null;
  start_time: Date;
  end_time: Date | null;
}

const runs = (server: TestServer, jobid: string) =>
  server.db
    .query<Run>('select status, username, return_message, start_time, end_time from cron.job_run_details where jobid = $1 order by runid', [jobid])
    .then((r) => r.rows);

describe(`cron (pg_cron stand-in, ${TEST_DB})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await asPostgres(server, (tx) =>
      tx.exec(`create table public.cron_hits (id serial primary key, who text not null default current_user, at timestamptz default clock_timestamp());
               alter table public.cron_hits enable row level security;`),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('runs a scheduled job as the role that scheduled it and records each run', async () => {
    const id = await asPostgres(server, async (tx) =>
      (await tx.query<{ id: string }>(`select cron.schedule('hit', '1 seconds', $$insert into cron_hits default values$$)::text as id`)).rows[0]!.id,
    );
    const done = await waitFor(() => runs(server, id), (r) => r.filter((x) => x.status === 'succeeded').length >= 2);
    expect(done.filter((x) => x.status === 'succeeded').length).toBeGreaterThanOrEqual(2);
    expect(done.every((x) => x.username === 'hosted_postgres')).toBe(true);
    const hits = await server.db.query<{ who: string }>('select distinct who from public.cron_hits');
    expect(hits.rows).toEqual([{ who: 'hosted_postgres' }]);

    // Scheduling the same name again replaces the job (same id); unschedule stops it.
    const again = await asPostgres(server, async (tx) =>
      (await tx.query<{ id: string }>(`select cron.schedule('hit', '59 seconds', $$select 1$$)::text as id`)).rows[0]!.id,
    );
    expect(again).toBe(id);
    await asPostgres(server, (tx) => tx.query(`select cron.unschedule('hit')`));
    const jobs = await server.db.query(`select 1 from cron.job where jobname = 'hit'`);
    expect(jobs.rows).toHaveLength(0);
  });

  it('records a failing command as failed with the error, and keeps running it', async () => {
    const id = await asPostgres(server, async (tx) =>
      (await tx.query<{ id: string }>(`select cron.schedule('boom', '1 seconds', $$select 1/0$$)::text as id`)).rows[0]!.id,
    );
    const done = await waitFor(() => runs(server, id), (r) => r.filter((x) => x.status === 'failed').length >= 2);
    expect(done.filter((x) => x.status === 'failed').length).toBeGreaterThanOrEqual(2);
    expect(done[0]!.return_message).toMatch(/division by zero/);
    await asPostgres(server, (tx) => tx.query(`select cron.unschedule('boom')`));
  });

  it('runs one instance of a job at a time', async () => {
    const id = await asPostgres(server, async (tx) =>
      (await tx.query<{ id: string }>(`select cron.schedule('slow', '1 seconds', $$select pg_sleep(1.5)$$)::text as id`)).rows[0]!.id,
    );
    const done = await waitFor(() => runs(server, id), (r) => r.filter((x) => x.end_time).length >= 3, 30_000);
    await asPostgres(server, (tx) => tx.query(`select cron.unschedule('slow')`));
    const finished = done.filter((x) => x.end_time);
    expect(finished.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < finished.length; i++) {
      expect(new Date(finished[i]!.start_time).getTime()).toBeGreaterThanOrEqual(new Date(finished[i - 1]!.end_time!).getTime());
    }
  });

  it('refuses a bad schedule, as pg_cron does', async () => {
    await expect(asPostgres(server, (tx) => tx.query(`select cron.schedule('bad', '61 * * * *', 'select 1')`))).rejects.toThrow(
      /invalid schedule/,
    );
    await expect(asPostgres(server, (tx) => tx.query(`select cron.schedule('bad', 'every minute', 'select 1')`))).rejects.toThrow(
      /invalid schedule/,
    );
  });

  it('never lets a role create a job that runs as someone else, nor touch another role\'s job', async () => {
    const row = await asPostgres(server, async (tx) => {
      await tx.query(`insert into cron.job (schedule, command, username, jobname) values ('59 seconds', 'select 1', 'postgres', 'sneaky')`);
      return (await tx.query<{ username: string }>(`select username from cron.job where jobname = 'sneaky'`)).rows[0]!;
    });
    expect(row.username).toBe('hosted_postgres');
    // A job of the platform's superuser: the project's role may neither change nor remove it.
    await server.db.query(`insert into cron.job (schedule, command, username, jobname) values ('59 seconds', 'select 1', current_user, 'platform')`);
    await expect(
      asPostgres(server, (tx) => tx.query(`update cron.job set command = 'select 2' where jobname = 'platform'`)),
    ).rejects.toThrow(/permission denied/);
    await expect(asPostgres(server, (tx) => tx.query(`select cron.unschedule('platform')`))).rejects.toThrow(/could not find/);
    await server.db.query(`delete from cron.job where jobname in ('platform', 'sneaky')`);
  });

  it('gives the API roles nothing', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await expect(
        server.db.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          await tx.query(`select cron.schedule('x', '1 seconds', 'select 1')`);
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('finishes the run in flight when the server stops', async () => {
    const own = await startTestServer();
    const id = await asPostgres(own, async (tx) =>
      (await tx.query<{ id: string }>(`select cron.schedule('stopping', '1 seconds', $$select pg_sleep(1)$$)::text as id`)).rows[0]!.id,
    );
    await waitFor(() => runs(own, id), (r) => r.length >= 1);
    // stop() waits for the run before closing the database; on PostgreSQL the rows outlive the server.
    const db = own.db;
    let after: Run[] = [];
    const close = db.close.bind(db);
    db.close = async () => {
      after = await runs(own, id);
      await close();
    };
    await own.stop();
    expect(after.length).toBeGreaterThanOrEqual(1);
    expect(after.every((r) => r.status === 'succeeded')).toBe(true);
  });
});

describe(`net.http_post and Vault (pg_net and supabase_vault stand-ins, ${TEST_DB})`, () => {
  let server: TestServer;
  let target: import('node:http').Server;
  let targetUrl = '';
  const seen: Array<{ url: string; auth: string | undefined; body: string }> = [];
  beforeAll(async () => {
    const http = await import('node:http');
    target = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization, body });
        res.writeHead(req.url?.startsWith('/fail') ? 503 : 200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    targetUrl = `http://127.0.0.1:${(target.address() as import('node:net').AddressInfo).port}`;
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((r) => target?.close(r));
  });

  it("holds this server's URL and service key in Vault, for the project's role only", async () => {
    const rows = await asPostgres(server, async (tx) =>
      (await tx.query<{ name: string; decrypted_secret: string }>(`select name, decrypted_secret from vault.decrypted_secrets order by name`)).rows,
    );
    expect(rows).toEqual([
      { name: 'project_url', decrypted_secret: server.url },
      { name: 'service_role_key', decrypted_secret: server.keys.serviceRole },
    ]);
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await expect(
        server.db.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          await tx.query(`select * from vault.decrypted_secrets`);
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('sends a committed request after commit and records the answer; a rolled-back one is never sent', async () => {
    const id = await asPostgres(server, async (tx) =>
      (await tx.query<{ id: string }>(
        `select net.http_post(url := $1, body := '{"n":1}'::jsonb, params := '{"a":"b"}'::jsonb,
                headers := jsonb_build_object('Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')))::text as id`,
        [`${targetUrl}/hook`],
      )).rows[0]!.id,
    );
    await server.db
      .transaction(async (tx) => {
        await tx.exec('set local role hosted_postgres');
        await tx.query(`select net.http_post($1)`, [`${targetUrl}/rolled-back`]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const response = await waitFor(
      () => server.db.query<{ status_code: number; content: string }>(`select status_code, content from net._http_response where id = $1`, [id]),
      (r) => r.rows.length > 0,
    );
    expect(response.rows).toEqual([{ status_code: 200, content: '{"ok":true}' }]);
    expect(seen).toEqual([{ url: '/hook?a=b', auth: `Bearer ${server.keys.serviceRole}`, body: '{"n": 1}' }]);
  });

  it('records a failure to connect as an error', async () => {
    const id = await asPostgres(server, async (tx) =>
      (await tx.query<{ id: string }>(`select net.http_post('http://127.0.0.1:9/nothing')::text as id`)).rows[0]!.id,
    );
    const response = await waitFor(
      () => server.db.query<{ status_code: number | null; error_msg: string | null }>(`select status_code, error_msg from net._http_response where id = $1`, [id]),
      (r) => r.rows.length > 0,
    );
    expect(response.rows[0]!.status_code).toBeNull();
    expect(response.rows[0]!.error_msg).toBeTruthy();
  });
});
