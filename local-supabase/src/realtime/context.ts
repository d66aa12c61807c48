import type { Logger } from 'pino';
import type { BroadcastBody } from './frames';
import type { Channel } from './channel';
import type { ChannelRegistry } from './channel-registry';
import type { PresenceDiff, PresenceRegistry } from './presence';
import { isEmptyDiff } from './presence';
import type { TableCatalog } from './table-catalog';

/** Shared state of the realtime service, handed to every socket. */
export interface RealtimeContext {
  jwtSecret: string;
  registry: ChannelRegistry;
  presence: PresenceRegistry;
  catalog: TableCatalog;
  log: Logger;
}

/**
 * Sends a user broadcast to every channel joined to `topic`; the sender gets its own message only
 * if it joined with `broadcast.self`.
 */
export function fanOutBroadcast(registry: ChannelRegistry, topic: string, body: BroadcastBody, sender?: Channel): number {
  let delivered = 0;
  for (const member of registry.members(topic)) {
    if (member === sender && !member.options.broadcastSelf) continue;
    member.deliverBroadcast(body);
    delivered++;
  }
  return delivered;
}

/** Pushes a presence diff to the topic's members that listen to presence. */
export function pushPresenceDiff(registry: ChannelRegistry, topic: string, diff: PresenceDiff): void {
  if (isEmptyDiff(diff)) return;
  const json = JSON.stringify(diff);
  for (const member of registry.members(topic)) if (member.options.presenceEnabled) member.pushJson('presence_diff', json);
}
