import { randomBytes } from 'node:crypto';

/** One tracked presence: the client's payload plus the `phx_ref` that identifies it. */
export type PresenceMeta = Record<string, unknown> & { phx_ref: string };

/** Phoenix presence wire shape: key → { metas }. */
export type PresenceMap = Record<string, { metas: PresenceMeta[] }>;

export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

let counter = 0;
/** Unique, opaque meta reference (Phoenix uses base64 of a node-unique term). */
function newRef(): string {
  counter = (counter + 1) % 0x7fffffff;
  return randomBytes(6).toString('base64url') + counter.toString(36);
}

const add = (map: PresenceMap, key: string, meta: PresenceMeta) => {
  (map[key] ??= { metas: [] }).metas.push(meta);
};

/**
 * Presence state of every topic in this process: topic → key → owner (one channel) → meta.
 * Each channel holds at most one meta; tracking again replaces it (a leave plus a join).
 */
export class PresenceRegistry {
  private topics = new Map<string, Map<string, Map<object, PresenceMeta>>>();

  /** The topic's full state, as pushed in `presence_state`. */
  state(topic: string): PresenceMap {
    const out: PresenceMap = {};
    for (const [key, owners] of this.topics.get(topic) ?? []) for (const meta of owners.values()) add(out, key, meta);
    return out;
  }

  /** Records `payload` as `owner`'s presence under `key` and returns the diff to push. */
  track(topic: string, key: string, owner: object, payload: Record<string, unknown>): PresenceDiff {
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    const keys = this.topics.get(topic) ?? new Map<string, Map<object, PresenceMeta>>();
    this.topics.set(topic, keys);
    const owners = keys.get(key) ?? new Map<object, PresenceMeta>();
    keys.set(key, owners);
    const previous = owners.get(owner);
    const meta: PresenceMeta = { ...payload, phx_ref: newRef() };
    if (previous) {
      meta.phx_ref_prev = previous.phx_ref;
      add(diff.leaves, key, previous);
    }
    owners.set(owner, meta);
    add(diff.joins, key, meta);
    return diff;
  }

  /** Removes `owner`'s presence under `key`; the diff is empty when it had none. */
  untrack(topic: string, key: string, owner: object): PresenceDiff {
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    const keys = this.topics.get(topic);
    const owners = keys?.get(key);
    const previous = owners?.get(owner);
    if (!keys || !owners || !previous) return diff;
    owners.delete(owner);
    if (!owners.size) keys.delete(key);
    if (!keys.size) this.topics.delete(topic);
    add(diff.leaves, key, previous);
    return diff;
  }
}

/** True when a diff carries nothing worth pushing. */
export function isEmptyDiff(diff: PresenceDiff): boolean {
  return !Object.keys(diff.joins).length && !Object.keys(diff.leaves).length;
}
