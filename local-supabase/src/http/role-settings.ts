/**
 * The settings of the API roles (`alter role anon set statement_timeout = '3s'`), read and applied the way PostgREST
 * does: a session that switches role with SET ROLE does not pick up the new role's settings, so PostgREST reads
 * every role's rolconfig (keeping settings a user may set) and sets the impersonated role's ones in each request's
 * transaction. Read once per database and process, as PostgREST reads them when it loads its configuration.
 */
import type { Database } from '../db/types';

/** One role's settings: parallel arrays (bound as text[] parameters) and its statement_timeout in milliseconds. */
export interface RoleSettings {
  keys: string[];
  values: string[];
  statementTimeoutMs?: number;
}

const NONE: RoleSettings = Object.freeze({ keys: [], values: [] }) as RoleSettings;

const ROLE_SETTINGS_SQL = `select r.rolname as role,
       substr(c.setting, 1, strpos(c.setting, '=') - 1) as key,
       substr(c.setting, strpos(c.setting, '=') + 1) as value
  from pg_catalog.pg_roles r
 cross join lateral unnest(r.rolconfig) as c(setting)
 where r.rolname = any($1::text[])
   and exists (select 1 from pg_catalog.pg_settings p
                where p.name = substr(c.setting, 1, strpos(c.setting, '=') - 1) and p.context = 'user')`;

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration setting as PostgreSQL reads it (a bare number is milliseconds); undefined for 0 (no limit) or junk. */
export function durationMs(value: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!m) return undefined;
  const ms = Number(m[1]) * UNIT_MS[m[2] ?? 'ms']!;
  return ms > 0 ? ms : undefined;
}

export type RoleSettingsByRole = ReadonlyMap<string, RoleSettings>;

export async function loadRoleSettings(db: Database, roles: Iterable<string>): Promise<RoleSettingsByRole> {
  const { rows } = await db.query<{ role: string; key: string; value: string }>(ROLE_SETTINGS_SQL, [[...roles]]);
  const out = new Map<string, RoleSettings>();
  for (const { role, key, value } of rows) {
    let s = out.get(role);
    if (!s) out.set(role, (s = { keys: [], values: [] }));
    s.keys.push(key);
    s.values.push(value);
    if (key === 'statement_timeout') s.statementTimeoutMs = durationMs(value);
  }
  return out;
}

const loaded = new WeakMap<Database, Promise<RoleSettingsByRole>>();

/** The API roles' settings of `db`, loaded on first use (a failed load is retried by the next request). */
export function roleSettingsOf(db: Database, roles: Iterable<string>): Promise<RoleSettingsByRole> {
  let p = loaded.get(db);
  if (!p) {
    loaded.set(db, (p = loadRoleSettings(db, roles)));
    p.catch(() => loaded.delete(db));
  }
  return p;
}

export function settingsFor(all: RoleSettingsByRole, role: string): RoleSettings {
  return all.get(role) ?? NONE;
}
