// Select options for the admin's pickers: only cleaners who can take work (active and verified), and every client.
import type { AdminCleaner, AdminClient } from '@spotless/shared-data/console';

export function workingCleanerOptions(cleaners: readonly AdminCleaner[]): Array<{ value: string; label: string }> {
  return cleaners
    .filter((c) => c.status === 'active' && c.verification_status === 'verified')
    .map((c) => ({ value: c.user_id, label: c.display_name || c.email || c.user_id }));
}

export function clientOptions(clients: readonly AdminClient[]): Array<{ value: string; label: string }> {
  return clients.map((c) => ({ value: c.id, label: c.full_name || c.email || c.id }));
}
