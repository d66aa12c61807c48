import type { Channel } from './channel';

const ANY = '*';
const indexKey = (schema: string, table: string | undefined) => `${schema}\u0000${table ?? ANY}`;

/**
 * Every joined channel of this process, by topic (broadcast, presence) and by the tables their
 * postgres_changes bindings name (so a change only looks at channels that may want it).
 */
export class ChannelRegistry {
  private byTopic = new Map<string, Set<Channel>>();
  private byTable = new Map<string, Set<Channel>>();
  private indexed = new Map<Channel, string[]>();

  add(channel: Channel): void {
    const set = this.byTopic.get(channel.topic) ?? new Set<Channel>();
    set.add(channel);
    this.byTopic.set(channel.topic, set);
  }

  remove(channel: Channel): void {
    const set = this.byTopic.get(channel.topic);
    set?.delete(channel);
    if (set && !set.size) this.byTopic.delete(channel.topic);
    this.unindex(channel);
  }

  /** Channels joined to `topic`. */
  members(topic: string): Iterable<Channel> {
    return this.byTopic.get(topic) ?? [];
  }

  /** (Re)indexes a channel after its bindings were validated. */
  indexBindings(channel: Channel): void {
    this.unindex(channel);
    const keys = [...new Set(channel.bindings.map((b) => indexKey(b.schema, b.table)))];
    for (const k of keys) {
      const set = this.byTable.get(k) ?? new Set<Channel>();
      set.add(channel);
      this.byTable.set(k, set);
    }
    if (keys.length) this.indexed.set(channel, keys);
  }

  /** Channels with a binding that could match a change on schema.table. */
  changeCandidates(schema: string, table: string): Set<Channel> {
    const out = new Set<Channel>();
    for (const k of [indexKey(schema, table), indexKey(schema, undefined), indexKey(ANY, table), indexKey(ANY, undefined)]) {
      for (const ch of this.byTable.get(k) ?? []) out.add(ch);
    }
    return out;
  }

  /** Whether any channel listens to postgres_changes at all (else captured changes can be skipped). */
  hasChangeSubscribers(): boolean {
    return this.indexed.size > 0;
  }

  private unindex(channel: Channel): void {
    for (const k of this.indexed.get(channel) ?? []) {
      const set = this.byTable.get(k);
      set?.delete(channel);
      if (set && !set.size) this.byTable.delete(k);
    }
    this.indexed.delete(channel);
  }
}
