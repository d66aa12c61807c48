import type { Logger } from 'pino';
import type { Database } from '../db/types';
import { dueSlot, parseSchedule, type Schedule } from './cron-expression';
import { sendQueuedHttpRequests } from './http-requests';

/** How often the runner looks at cron.job: '[1-59] seconds' jobs need a one-second clock. */
const TICK_MS = 1000;

interface JobRow {
  jobid: string;
  schedule: string;
  command: string;
  username: string;
}

export interface CronRunner {
  /** Stops scheduling, then waits for the runs in flight to finish (the database stays open meanwhile). */
  stop(): Promise<void>;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * pg_cron's background worker for local-supabase: every second it reads cron.job (bootstrap/40_cron.sql), and runs
 * each active job whose schedule is due, as the job's user, with that user's hosted search_path, in a transaction of
 * its own, recording the run in cron.job_run_details (running, then succeeded or failed with the error) as pg_cron does.
 * A job runs at most once at a time: a slot that falls due while it runs is run when it ends (pg_cron queues it too).
 * A slot is claimed in cron.local_runner_state first, so servers sharing a database do not both run it.
 * Each tick also sends the HTTP requests that jobs (or anything else) queued with net.http_post (./http-requests.ts).
 */
export function startCronRunner(db: Database, log: Logger, now: () => Date = () => new Date()): CronRunner {
  const running = new Map<string, Promise<void>>();
  // pg_net's requests in flight (a job's net.http_post is sent after its transaction commits).
  const requests = new Set<Promise<void>>();
  const parsed = new Map<string, Schedule | null>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();

  const scheduleOf = (text: string): Schedule | null => {
    if (!parsed.has(text)) {
      try {
        parsed.set(text, parseSchedule(text));
      } catch {
        parsed.set(text, null);
      }
    }
    return parsed.get(text)!;
  };

  async function claim(jobid: string, slot: number): Promise<boolean> {
    const { rows } = await db.query(
      `insert into cron.local_runner_state as s (jobid, last_slot) values ($1, $2)
       on conflict (jobid) do update set last_slot = excluded.last_slot where s.last_slot < excluded.last_slot
       returning 1`,
      [jobid, slot],
    );
    return rows.length > 0;
  }

  async function run(job: JobRow): Promise<void> {
    const { rows } = await db.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, pg_backend_pid(), current_database(), $2, $3, 'running', now()) returning runid`,
      [job.jobid, job.username, job.command],
    );
    const runid = rows[0]!.runid;
    let status = 'succeeded';
    let message = 'SELECT';
    try {
      await db.transaction(async (tx) => {
        // Runs of one job never overlap, also across servers on one database.
        await tx.query('select pg_advisory_xact_lock(5432102, $1::int)', [Number(job.jobid) % 2147483647]);
        await tx.exec(`set local role ${quoteIdent(job.username)}; set local search_path to "$user", public, extensions`);
        await tx.exec(job.command);
      });
    } catch (err) {
      status = 'failed';
      message = `ERROR:  ${(err as Error).message}`;
      log.warn({ jobid: job.jobid, err: (err as Error).message }, 'cron job failed');
    }
    await db.query(`update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1`, [
      runid,
      status,
      message,
    ]);
  }

  async function tick(): Promise<void> {
    await sendQueuedHttpRequests(db, log, requests);
    const at = now();
    const { rows } = await db.query<JobRow>(
      `select jobid::text, schedule, command, username from cron.job where active and database = current_database()`,
    );
    for (const job of rows) {
      if (stopped) return;
      if (running.has(job.jobid)) continue;
      const schedule = scheduleOf(job.schedule);
      const slot = schedule && dueSlot(schedule, at);
      if (slot === null || slot === undefined || !(await claim(job.jobid, slot))) continue;
      const p = run(job)
        .catch((err: Error) => log.error({ jobid: job.jobid, err: err.message }, 'cron run not recorded'))
        .finally(() => running.delete(job.jobid));
      running.set(job.jobid, p);
    }
  }

  const loop = () => {
    if (stopped) return;
    ticking = tick()
      .catch((err: Error) => {
        // A database that is restarting or closing: try again at the next tick.
        if (!stopped) log.warn({ err: err.message }, 'cron tick failed');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, TICK_MS).unref();
      });
  };
  timer = setTimeout(loop, 0).unref();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await ticking;
      await Promise.all(running.values());
      await Promise.all(requests);
    },
  };
}
