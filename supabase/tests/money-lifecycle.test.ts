/**
 * The money lifecycles have one rule, the database's money_transitions table (enforced by a trigger); shared-data
 * mirrors it for the screens (shared-data/src/lifecycle). The two must list the same moves with the same notes, and
 * the same states as the database's status domains: a change on one side without the other fails here.
 */
import { PAYMENT_LIFECYCLE } from '../../shared-data/src/lifecycle/payment';
import { PAYOUT_LIFECYCLE } from '../../shared-data/src/lifecycle/payout';
import { REFUND_LIFECYCLE } from '../../shared-data/src/lifecycle/refund';
import type { Lifecycle } from '../../shared-data/src/lifecycle/types';
import { openTestDatabase, type TestDatabase } from './helpers/database';

const MIRROR: Record<'payment' | 'payout' | 'refund', Lifecycle<string>> = {
  payment: PAYMENT_LIFECYCLE,
  payout: PAYOUT_LIFECYCLE,
  refund: REFUND_LIFECYCLE,
};
const DOMAIN = { payment: 'payment_status', payout: 'payout_status', refund: 'refund_status' } as const;

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

describe.each(Object.keys(MIRROR) as (keyof typeof MIRROR)[])('the %s lifecycle', (lifecycle) => {
  it('has the same transitions and notes in shared-data as in money_transitions', async () => {
    const rows = await t.db.query<{ from_status: string; to_status: string; note: string }>(
      `select from_status, to_status, note from public.money_transitions where lifecycle = $1`,
      [lifecycle],
    );
    const key = (x: { from: string; to: string; note: string }) => `${x.from} -> ${x.to}: ${x.note}`;
    const database = rows.rows.map((r) => key({ from: r.from_status, to: r.to_status, note: r.note })).sort();
    const mirror = MIRROR[lifecycle].transitions.map(key).sort();
    expect(mirror.filter((x) => !database.includes(x))).toEqual([]);
    expect(database.filter((x) => !mirror.includes(x))).toEqual([]);
  });

  it('has the states the database allows in its status column', async () => {
    // The domain's CHECK lists the values: in (...) as written by the migration.
    const r = await t.db.query<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_type ty on ty.oid = c.contypid
        where ty.typname = $1 and ty.typnamespace = 'public'::regnamespace`,
      [DOMAIN[lifecycle]],
    );
    const allowed = [...r.rows[0]!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
    expect([...MIRROR[lifecycle].states].sort()).toEqual(allowed);
  });
});
