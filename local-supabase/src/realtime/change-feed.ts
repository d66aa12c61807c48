import type { Logger } from 'pino';
import type { Database } from '../db/types';
import type { ChangeType } from './bindings';

/** A committed row change as the capture trigger queued it (full rows; see 30_realtime.sql). */
export interface CapturedChange {
  id: string;
  schema: string;
  table: string;
  type: ChangeType;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  /** UTC, `YYYY-MM-DDTHH:MM:SS.mmmZ`. */
  commitTimestamp: string;
}

interface ChangeRow {
  id: string | number;
  txid: string | number;
  schema_name: string;
  table_name: string;
  change_type: ChangeType;
  record: Record<string, unknown> | string | null;
  old_record: Record<string, unknown> | string | null;
  commit_timestamp: string;
}

const FETCH_SQL = `
select id, txid, schema_name, table_name, change_type, record, old_record,
       to_char(commit_timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
  from realtime.changes where txid = any($1::bigint[]) order by id`;

/** Queued changes are only needed until every listening process has read them. */
const PRUNE_SQL = `delete from realtime.changes where commit_timestamp < now() - interval '1 minute'`;
const PRUNE_EVERY_MS = 30_000;
/** Transaction ids remembered to ignore a notification delivered twice. */
const SEEN_LIMIT = 10_000;
/** Transactions read and delivered together at most; bounds the size of one visibility check. */
const MAX_BATCH = 200;

const parse = (v: Record<string, unknown> | string | null) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v);

export interface ChangeFeedHandlers {
  /** Called with batches of committed changes, one batch at a time, in commit order. */
  onChanges(changes: CapturedChange[]): Promise<void>;
  /** DDL ran somewhere: cached table shapes are stale. */
  onSchemaChange(): void;
  /** False when nobody subscribes; the feed then skips reading the queue. */
  wanted(): boolean;
}

/**
 * Follows NOTIFY `realtime` (payload: a committed transaction id, or `ddl`), reads that
 * transaction's changes from realtime.changes and hands them on serially, so subscribers see
 * changes in commit order. Also prunes old queue rows.
 */
export class ChangeFeed {
  private pending: string[] = [];
  private draining = false;
  private seen = new Set<string>();
  private unlisten: (() => Promise<void>) | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private idle: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly handlers: ChangeFeedHandlers,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen('realtime', (payload) => this.onNotify(payload));
    this.pruneTimer = setInterval(() => {
      this.db.query(PRUNE_SQL).catch((err: unknown) => this.log.warn({ err }, 'realtime: pruning the change queue failed'));
    }, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.unlisten?.().catch(() => undefined);
    await this.idle;
  }

  private onNotify(payload: string): void {
    if (this.stopped) return;
    if (payload === 'ddl') {
      this.handlers.onSchemaChange();
      return;
    }
    if (!/^\d+$/.test(payload) || this.seen.has(payload)) return;
    this.seen.add(payload);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value as string);
    if (!this.handlers.wanted()) return;
    this.pending.push(payload);
    if (!this.draining) this.idle = this.drain();
  }

  /** Reads every pending transaction in one query, then delivers them in notification (commit) order. */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length && !this.stopped) {
        const txids = this.pending.slice(0, MAX_BATCH);
        this.pending = this.pending.slice(MAX_BATCH);
        let rows: ChangeRow[];
        try {
          rows = (await this.db.query<ChangeRow>(FETCH_SQL, [txids])).rows;
        } catch (err) {
          if (!this.stopped) this.log.error({ err }, 'realtime: reading captured changes failed');
          continue;
        }
        const byTx = new Map<string, CapturedChange[]>();
        for (const r of rows) {
          const list = byTx.get(String(r.txid)) ?? [];
          list.push({
            id: String(r.id),
            schema: r.schema_name,
            table: r.table_name,
            type: r.change_type,
            record: parse(r.record),
            oldRecord: parse(r.old_record),
            commitTimestamp: r.commit_timestamp,
          });
          byTx.set(String(r.txid), list);
        }
        // Everything committed meanwhile goes out as one batch (one visibility pass), in commit order.
        const batch = txids.flatMap((txid) => byTx.get(txid) ?? []);
        if (!batch.length) continue;
        try {
          await this.handlers.onChanges(batch);
        } catch (err) {
          this.log.error({ err }, 'realtime: delivering changes failed');
        }
      }
    } finally {
      this.draining = false;
    }
  }
}
