// The admin's guest list order: newest message first (live updates may arrive out of order), ties by guest number.
import type { AdminChatThread } from '@spotless/shared-data/console';

export function orderThreads<T extends Pick<AdminChatThread, 'last_message_at' | 'guest_number'>>(threads: readonly T[]): T[] {
  return [...threads].sort((a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? '') || a.guest_number - b.guest_number);
}
