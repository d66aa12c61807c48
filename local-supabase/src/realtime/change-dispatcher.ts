import type { Logger } from 'pino';
import type { Database } from '../db/types';
import { bindingMatches } from './bindings';
import type { CapturedChange } from './change-feed';
import type { Channel } from './channel';
import type { ChannelRegistry } from './channel-registry';
import type { Identity } from './identity';
import type { TableCatalog, TableInfo } from './table-catalog';
import { rowVisibleTo } from './visibility';

const NO_PRIMARY_KEY = 'Error 400: Bad Request, no primary key';

interface Recipient {
  channel: Channel;
  ids: number[];
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
 * (event, table, filter), checks per subscriber identity that the row is visible (RLS, grants;
 * not for DELETE, like Supabase), and sends each channel one message listing its matching ids.
 */
export class ChangeDispatcher {
  constructor(
    private readonly db: Database,
    private readonly catalog: TableCatalog,
    private readonly registry: ChannelRegistry,
    private readonly log: Logger,
  ) {}

  async deliver(changes: CapturedChange[]): Promise<void> {
    for (const change of changes) await this.deliverOne(change);
  }

  private async deliverOne(change: CapturedChange): Promise<void> {
    const candidates = this.registry.changeCandidates(change.schema, change.table);
    if (!candidates.size) return;
    const info = await this.catalog.get(change.schema, change.table);
    if (!info) return;
    const oldRecord = oldRecordOf(change, info);
    const filterRow = change.type === 'DELETE' ? oldRecord : change.record;

    const recipients: Recipient[] = [];
    for (const channel of candidates) {
      const ids = new Set<number>();
      for (const b of channel.bindings) if (bindingMatches(b, info, change.type, filterRow)) ids.add(b.id);
      if (ids.size) recipients.push({ channel, ids: [...ids] });
    }
    if (!recipients.length) return;

    const allowed = change.type === 'DELETE' ? recipients : await this.visibleRecipients(change, info, recipients);
    const dataByRole = new Map<string, string>();
    for (const { channel, ids } of allowed) {
      const role = channel.identity.role;
      let data = dataByRole.get(role);
      if (data === undefined) {
        data = JSON.stringify(this.buildData(change, info, oldRecord, role));
        dataByRole.set(role, data);
      }
      channel.pushJson('postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${data}}`);
    }
  }

  /** Keeps the recipients whose identity may see the new row; one database check per distinct identity. */
  private async visibleRecipients(change: CapturedChange, info: TableInfo, recipients: Recipient[]): Promise<Recipient[]> {
    const bypass = await this.catalog.rlsBypassingRoles();
    const decided = new Map<string, boolean>();
    const toCheck = new Map<string, Identity>();
    for (const { channel } of recipients) {
      const id = channel.identity;
      if (decided.has(id.key) || toCheck.has(id.key)) continue;
      const selectable = info.selectable.get(id.role) ?? new Set<string>();
      if (!info.primaryKey.length) {
        // Without a key the row cannot be looked up; Supabase still sends it (with an error) when RLS is off.
        decided.set(id.key, !info.rls && selectable.size > 0);
      } else if (!info.primaryKey.every((c) => selectable.has(c))) {
        decided.set(id.key, false);
      } else if (!info.rls || bypass.has(id.role)) {
        decided.set(id.key, true);
      } else {
        toCheck.set(id.key, id);
      }
    }
    if (toCheck.size && change.record) {
      const identities = [...toCheck.values()];
      try {
        const visible = await rowVisibleTo(this.db, info, change.record, identities);
        identities.forEach((id, i) => decided.set(id.key, visible.has(i)));
      } catch (err) {
        this.log.error({ err, table: `${info.schema}.${info.table}` }, 'realtime: visibility check failed');
      }
    }
    return recipients.filter((r) => decided.get(r.channel.identity.key) === true);
  }

  /** The `data` object of a postgres_changes push, limited to the columns `role` may select. */
  private buildData(change: CapturedChange, info: TableInfo, oldRecord: Record<string, unknown> | null, role: string) {
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
