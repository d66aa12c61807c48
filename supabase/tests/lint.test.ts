/**
 * The ERROR-level checks of Supabase's database linter (splinter), rewritten as catalog queries, plus a check of what
 * anon may execute. The probe test shows each query does find the problem it looks for.
 */
import type { Queryable } from '@spotless/local-supabase';
import { openTestDatabase, type TestDatabase } from './helpers/database';

const LINTS: Record<string, string> = {
  rls_disabled_in_public: `
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  policy_exists_rls_disabled: `
    select distinct p.schemaname || '.' || p.tablename as name from pg_policies p
      join pg_class c on c.relname = p.tablename join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
     where p.schemaname in ('public', 'storage') and not c.relrowsecurity`,
  security_definer_view: `
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('v', 'm')
       and not coalesce(c.reloptions @> array['security_invoker=true'] or c.reloptions @> array['security_invoker=on'], false)`,
  auth_users_exposed: `
    select distinct v.relname as name from pg_class v join pg_namespace n on n.oid = v.relnamespace
      join pg_rewrite r on r.ev_class = v.oid join pg_depend d on d.objid = r.oid
     where n.nspname = 'public' and v.relkind in ('v', 'm') and d.refobjid = 'auth.users'::regclass
       and (has_table_privilege('anon', v.oid, 'select') or has_table_privilege('authenticated', v.oid, 'select'))`,
  // Stricter than splinter's ERROR level (which only concerns SECURITY DEFINER functions): every function must fix
  // its search_path, except the two search functions that must stay inlinable (a SET clause blocks SQL-function
  // inlining; see migration 20250606090000) — and only while they are SECURITY INVOKER SQL functions.
  function_search_path_mutable: `
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     join pg_language l on l.oid = p.prolang
     where n.nspname = 'public' and p.prokind = 'f'
       and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
       and not (p.proname in ('search_cleaners', 'search_listed_cleaners') and not p.prosecdef and l.lanname = 'sql')`,
  rls_references_user_metadata: `
    select schemaname || '.' || tablename || '.' || policyname as name from pg_policies
     where coalesce(qual, '') ~ 'user_metadata' or coalesce(with_check, '') ~ 'user_metadata'`,
};

async function findings(q: Queryable): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [lint, sql] of Object.entries(LINTS)) {
    out[lint] = (await q.query<{ name: string }>(sql)).rows.map((r) => r.name).sort();
  }
  return out;
}

class Rollback extends Error {}

describe('database linter (splinter ERROR level)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds nothing in our schema', async () => {
    expect(await findings(t.db)).toEqual(Object.fromEntries(Object.keys(LINTS).map((k) => [k, []])));
  });

  it('would find each problem (probe objects created and rolled back)', async () => {
    let seen: Record<string, string[]> = {};
    await t.db.transaction(async (tx) => {
      await tx.exec(`
        create table public.lint_probe (id int);
        create policy lint_probe_p on public.lint_probe for select using (true);
        create view public.lint_probe_users as select id, email from auth.users;
        grant select on public.lint_probe_users to authenticated;
        create function public.lint_probe_fn() returns int language sql security definer as 'select 1';
        create policy lint_probe_meta on public.profiles for select to authenticated
          using ((auth.jwt() -> 'user_metadata' ->> 'role') = 'admin');`);
      seen = await findings(tx);
      throw new Rollback();
    }).catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
    expect(seen).toEqual({
      rls_disabled_in_public: ['lint_probe'],
      policy_exists_rls_disabled: ['public.lint_probe'],
      security_definer_view: ['lint_probe_users'],
      auth_users_exposed: ['lint_probe_users'],
      function_search_path_mutable: ['lint_probe_fn'],
      rls_references_user_metadata: ['public.profiles.lint_probe_meta'],
    });
  });

  it('lets anon execute only the public helpers and the cleaner searches', async () => {
    const r = await t.db.query<{ proname: string }>(
      `select distinct p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    );
    const intended = ['has_role', 'is_active_verified_cleaner', 'is_admin', 'is_anonymous_caller', 'is_review_held', 'is_super_admin',
      'like_fragment', 'normalize_ng_phone', 'search_cleaners', 'search_listed_cleaners', 'check_cleaner_search_terms',
      // A visitor picks a slot before signing in (issue 27): the free slots of a cleaner, no personal data.
      'cleaner_open_slots'];
    const granted = r.rows.map((x) => x.proname);
    expect(granted.filter((name) => !intended.includes(name))).toEqual([]);
    expect(granted).toEqual(expect.arrayContaining(intended.filter((name) => name !== 'search_listed_cleaners')));
  });

  // money_transitions: the payment, payout and refund lifecycles are public rules (issue 23), not data; so is the
  // booking lifecycle, booking_transitions (issue 27), as are the cancellation policy and cleaners' weekly hours.
  it('grants anon no table privilege beyond the public reads and the two visitor forms', async () => {
    const r = await t.db.query<{ t: string }>(
      `select c.relname || ':' || priv as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
         cross join unnest(array['select', 'insert', 'update', 'delete']) priv
        where n.nspname = 'public' and c.relkind = 'r'
          and (has_table_privilege('anon', c.oid, priv) or (priv <> 'delete' and has_any_column_privilege('anon', c.oid, priv)))
        order by 1`,
    );
    expect(r.rows.map((x) => x.t)).toEqual([
      'booking_change_settings:select', 'booking_transitions:select', 'cleaner_availability:select', 'cleaner_profiles:select', 'cleaning_prices:select', 'frequencies:select', 'money_transitions:select',
      'partnership_enquiries:insert', 'pre_subscriptions:insert', 'reviews:select', 'subscription_plans:select',
    ]);
  });
});
