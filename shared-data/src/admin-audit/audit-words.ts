// The audit trail in words: an entry's action as a sentence and its before/after as the fields that changed.
import type { OperatorAuditEntry } from './operator-audit';

/** What a row of each audited table is, for people. */
const THINGS: Readonly<Record<string, string>> = {
  bids: 'bid',
  booking_contacts: 'booking contact',
  booking_standby: 'standby booking',
  bookings: 'booking',
  cleaner_private: 'cleaner private details',
  cleaner_profiles: 'cleaner profile',
  cleaning_prices: 'cleaning price',
  client_profiles: 'client profile',
  frequencies: 'frequency',
  partnership_enquiries: 'partnership enquiry',
  payment_settings: 'payment settings',
  payments: 'payment',
  payout_accounts: 'payout account',
  payouts: 'payout',
  pre_subscriptions: 'pre-subscription',
  price_update_settings: 'price update settings',
  profiles: 'profile',
  quote_request_contacts: 'quote request contact',
  quote_requests: 'quote request',
  refunds: 'refund',
  review_flags: 'review hold',
  reviews: 'review',
  schedules: 'schedule',
  standby_offers: 'standby offer',
  subscription_plans: 'subscription plan',
  subscriptions: 'subscription',
  user_roles: 'admin role',
  verification_submissions: 'verification submission',
};

const VERBS: Readonly<Record<string, string>> = { insert: 'Created', update: 'Changed', delete: 'Deleted', export: 'Exported' };

/** A table name in words when it has none listed: cleaner_profiles -> cleaner profiles. */
const thing = (table: string) => THINGS[table] ?? table.replace(/_/g, ' ');

/** "Changed cleaner profile", "Deleted admin role", "Exported payments". */
export function describeAuditAction(entry: Pick<OperatorAuditEntry, 'action' | 'target_table'>): string {
  const [head, tail] = entry.action.split('.');
  // Exports name the list, already plural: export.payments -> Exported payments.
  if (head === 'export') return `Exported ${(tail ?? entry.target_table).replace(/_/g, ' ')}`;
  if (entry.target_table === 'user_roles' && tail === 'insert') return 'Granted admin role';
  if (entry.target_table === 'user_roles' && tail === 'delete') return 'Revoked admin role';
  const verb = VERBS[tail ?? ''] ?? 'Changed';
  return `${verb} ${thing(entry.target_table)}`;
}

/** The tables an action filter offers, in words, sorted. */
export const AUDIT_TABLE_CHOICES: readonly { value: string; label: string }[] = Object.entries(THINGS)
  .map(([value, label]) => ({ value, label: label[0]!.toUpperCase() + label.slice(1) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Columns every write touches on its own: not what the operator changed. */
const NOISE = new Set(['updated_at', 'search_text']);

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value);
}

/** A column name in words: verification_status -> Verification status. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_kobo$/, ' (kobo)').replace(/_/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

/**
 * What changed between before and after: for an update the fields whose value differs, for a creation every field
 * it was created with, for a deletion every field it had (before/after shown as "—" where there is none).
 */
export function auditChanges(entry: Pick<OperatorAuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !NOISE.has(f));
  const both = entry.before !== null && entry.after !== null;
  return fields
    .filter((f) => !both || JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((f) => ({ field: fieldLabel(f), before: entry.before === null ? '—' : show(before[f]), after: entry.after === null ? '—' : show(after[f]) }));
}
