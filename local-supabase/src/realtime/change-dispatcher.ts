import type { Logger } from 'pino';
import type { Database } from '../db/types';
import { bindingMatches } from './bindings';
import type { CapturedChange } from './change-feed';
import type { Channel } from './channel';
import type { ChannelRegistry } from './channel-registry';
import type { Identity } from './identity';
import type { TableCatalog, TableInfo } from './table-catalog';
import { rowsVisibleTo } from './visibility';

const NO_PRIMARY_KEY = 'Error 400: Bad Request, no primary key';

interface Recipient {
  channel: Channel;
  ids: number[];
  /**
   * The channel's identity when the change was matched. An `access_token` push (a token refresh) can replace
   * `channel.identity` while the visibility check is in flight; the decision must be read back under the
   * identity it was made for, or the change is silently lost for that channel.
   */
  identity: Identity;
}

/** One change with the channels whose bindings match it, before the visibility check. */
interface PlannedChange {
  change: CapturedChange;
  info: TableInfo;
  oldRecord: Record<string, unknown> | null;
  recipients: Recipient[];
  /** Identity key → may see the row. Filled for everything but DELETE. */
  decided: Map<string, boolean>;
}

const pick = (row: Record<string, unknown> | null, names: Iterable<string>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  if (!row) return out;
  for (const n of names) if (n in row) out[n] = row[n];
  return out;
};

/**
 * `old_record` as Supabase sends it: the replica identity columns (the primary key by default,
 * the whole row with REPLICA IDENTITY FULL), and only the primary key for DELETEs on RLS tables,
 * whose rows are sent without an RLS check.
 */
function oldRecordOf(change: CapturedChange, info: TableInfo): Record<string, unknown> | null {
  if (change.type === 'INSERT' || !change.oldRecord) return null;
  if (change.type === 'DELETE' && info.rls) return pick(change.oldRecord, info.primaryKey);
  return info.identityColumns === null ? change.oldRecord : pick(change.oldRecord, info.identityColumns);
}

/**
 * Turns captured changes into postgres_changes pushes: finds the channels whose bindings match
 * (event, table, filter), checks that the row is visible to each subscriber identity (RLS and
 * grants; not for DELETE, like Supabase), and sends each channel one message listing its matching
 * binding ids. Visibility is checked in one database call per table for the whole batch, so a
 * burst of changes costs one pass over the subscribers rather than one per change.
 */
export class ChangeDispatcher {
  constructor(
    private readonly db: Database,
    private readonly catalog: TableCatalog,
    private readonly registry: ChannelRegistry,
    private readonly log: Logger,
  ) {}

  /** Delivers a batch of committed changes, given and sent in commit order. */
  async deliver(changes: CapturedChange[]): Promise<void> {
    const planned: PlannedChange[] = [];
    for (const change of changes) {
      const p = await this.plan(change);
      if (p) planned.push(p);
    }
    if (!planned.length) return;
    const bypass = await this.catalog.rlsBypassingRoles();
    const needsCheck = new Map<TableInfo, PlannedChange[]>();
    for (const p of planned) {
      if (p.change.type === 'DELETE') continue;
      if (this.decideWithoutDatabase(p, bypass)) {
        const list = needsCheck.get(p.info) ?? [];
        list.push(p);
        needsCheck.set(p.info, list);
      }
    }
    for (const [info, list] of needsCheck) await this.checkInDatabase(info, list);
    for (const p of planned) this.send(p);
  }

  private async plan(change: CapturedChange): Promise<PlannedChange | null> {
    const candidates = this.registry.changeCandidates(change.schema, change.table);
    if (!candidates.size) return null;
    const info = await this.catalog.get(change.schema, change.table);
    if (!info) return null;
    const oldRecord = oldRecordOf(change, info);
    const filterRow = change.type === 'DELETE' ? oldRecord : change.record;
    const recipients: Recipient[] = [];
    for (const channel of candidates) {
      const ids = new Set<number>();
      for (const b of channel.bindings) if (bindingMatches(b, info, change.type, filterRow)) ids.add(b.id);
      if (ids.size) recipients.push({ channel, ids: [...ids], identity: channel.identity });
    }
    return recipients.length ? { change, info, oldRecord, recipients, decided: new Map() } : null;
  }

  /**
   * Settles what grants alone decide (no key, no privilege, no RLS, or a role that bypasses it).
   * Returns true when some identities still need the database.
   */
  private decideWithoutDatabase(p: PlannedChange, bypass: Set<string>): boolean {
    const { info, decided } = p;
    let pending = false;
    for (const { identity: id } of p.recipients) {
      if (decided.has(id.key)) continue;
      const selectable = info.selectable.get(id.role) ?? new Set<string>();
      if (!info.primaryKey.length) {
        // Without a key the row cannot be looked up; Supabase still sends it (with an error) when RLS is off.
        decided.set(id.key, !info.rls && selectable.size > 0);
      } else if (!info.primaryKey.every((c) => selectable.has(c))) {
        decided.set(id.key, false);
      } else if (!info.rls || bypass.has(id.role)) {
        decided.set(id.key, true);
      } else {
        pending = true;
      }
    }
    return pending;
  }

  /** One database call for all undecided (row, identity) pairs of a table. */
  private async checkInDatabase(info: TableInfo, list: PlannedChange[]): Promise<void> {
    const identities = new Map<string, Identity>();
    for (const p of list) {
      for (const { identity } of p.recipients) {
        if (!p.decided.has(identity.key)) identities.set(identity.key, identity);
      }
    }
    const ids = [...identities.values()];
    let visibility;
    try {
      const fn = await this.catalog.visibilityCheck(info);
      if (!fn) return;
      visibility = await rowsVisibleTo(this.db, fn, info, list.map((p) => p.change.record ?? {}), ids);
    } catch (err) {
      // Undecided identities then see nothing: failing closed is the only safe choice.
      this.log.error({ err, table: `${info.schema}.${info.table}` }, 'realtime: visibility check failed');
      return;
    }
    list.forEach((p, row) => {
      ids.forEach((identity, i) => {
        if (!p.decided.has(identity.key)) p.decided.set(identity.key, visibility.get(i)?.has(row) ?? false);
      });
    });
  }

  private send(p: PlannedChange): void {
    const dataByRole = new Map<string, string>();
    for (const { channel, ids, identity } of p.recipients) {
      if (p.change.type !== 'DELETE' && p.decided.get(identity.key) !== true) continue;
      const role = identity.role;
      let data = dataByRole.get(role);
      if (data === undefined) {
        data = JSON.stringify(this.buildData(p, role));
        dataByRole.set(role, data);
      }
      channel.pushJson('postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${data}}`);
    }
  }

  /** The `data` object of a postgres_changes push, limited to the columns `role` may select. */
  private buildData({ change, info, oldRecord }: PlannedChange, role: string) {
    const selectable = info.selectable.get(role) ?? new Set<string>();
    const columns = info.columns.filter((c) => selectable.has(c.name));
    const names = columns.map((c) => c.name);
    const data: Record<string, unknown> = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commitTimestamp,
      type: change.type,
      columns,
      errors: info.primaryKey.length ? null : [NO_PRIMARY_KEY],
    };
    if (change.type !== 'DELETE') data.record = pick(change.record, names);
    if (change.type !== 'INSERT') data.old_record = pick(oldRecord, names);
    return data;
  }
}
