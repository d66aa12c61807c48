/**
 * Generates src/database.types.ts (a Supabase-style `Database` type) from supabase/migrations: starts an in-memory
 * PGlite, creates Supabase's environment, applies the migrations and reads the catalog. Status domains and
 * single-column `IN (...)` checks become string-literal unions. `--check` exits 1 when the checked-in file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// Relative imports: the generator runs from the workspace and needs only local-supabase's database core.
import { openPglite } from '../../local-supabase/src/db/pglite';
import { bootstrapSupabaseEnvironment } from '../../local-supabase/src/db/bootstrap';
import { applyMigrations } from '../../local-supabase/src/db/migrate';
import type { Queryable } from '../../local-supabase/src/db/types';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, 'shared-data', 'src', 'database.types.ts');
const MIGRATIONS = path.join(ROOT, 'supabase', 'migrations');

interface Column {
  relname: string; relkind: string; attname: string; attnum: number; notnull: boolean; hasdef: boolean;
  identity: string; generated: string; typname: string; typtype: string; elemname: string | null; elemtype: string | null;
  basename: string | null; basetype: string | null;
}

const SCALARS: Record<string, string> = {
  text: 'string', varchar: 'string', bpchar: 'string', uuid: 'string', date: 'string', time: 'string', timetz: 'string',
  timestamp: 'string', timestamptz: 'string', interval: 'string', citext: 'string', name: 'string',
  int2: 'number', int4: 'number', int8: 'number', float4: 'number', float8: 'number', numeric: 'number', oid: 'number',
  bool: 'boolean', json: 'Json', jsonb: 'Json', void: 'undefined', record: 'Json',
};

const literals = (def: string): string[] => [...def.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replace(/''/g, "'"));
const lit = (v: string) => JSON.stringify(v);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

async function introspect(db: Queryable) {
  const enums = new Map<string, string[]>();
  for (const r of (await db.query<{ typname: string; def: string }>(
    `select t.typname, pg_get_constraintdef(c.oid) as def from pg_type t join pg_namespace n on n.oid = t.typnamespace
       join pg_constraint c on c.contypid = t.oid where n.nspname = 'public' and t.typtype = 'd' order by 1`,
  )).rows) {
    const values = literals(r.def);
    if (values.length) enums.set(r.typname, values);
  }
  for (const r of (await db.query<{ typname: string; labels: string[] }>(
    `select t.typname, array_agg(e.enumlabel order by e.enumsortorder) as labels from pg_type t
       join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = 'public' group by 1 order by 1`,
  )).rows) enums.set(r.typname, r.labels);

  const columns = (await db.query<Column>(
    `select c.relname, c.relkind::text, a.attname, a.attnum, a.attnotnull as notnull, a.atthasdef as hasdef,
            a.attidentity::text as identity, a.attgenerated::text as generated, t.typname, t.typtype::text,
            et.typname as elemname, et.typtype::text as elemtype, bt.typname as basename, bt.typtype::text as basetype
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
       left join pg_type bt on bt.oid = t.typbasetype and t.typtype = 'd'
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname, a.attnum`,
  )).rows;

  // Single-column checks of the form `col = ANY (ARRAY['a'::text, ...])` narrow a text column to a union.
  const checks = new Map<string, string[]>();
  for (const r of (await db.query<{ relname: string; attname: string; def: string }>(
    `select c.relname, a.attname, pg_get_constraintdef(k.oid) as def from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
      where n.nspname = 'public' and k.contype = 'c' and cardinality(k.conkey) = 1`,
  )).rows) {
    const m = new RegExp(`^CHECK \\(\\(${r.attname} = ANY \\(ARRAY\\[(.*)\\]\\)\\)\\)$`).exec(r.def);
    if (m) checks.set(`${r.relname}.${r.attname}`, literals(m[1]!));
  }

  const fks = (await db.query<{ conname: string; relname: string; cols: string[]; refrel: string; refcols: string[]; one: boolean }>(
    `select k.conname, c.relname, r.relname as refrel,
            array(select attname from unnest(k.conkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by i) as cols,
            array(select attname from unnest(k.confkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by i) as refcols,
            exists (select 1 from pg_index x where x.indrelid = k.conrelid and x.indisunique
                     and (select array_agg(v order by v) from unnest(x.indkey::int2[]) v) = (select array_agg(v order by v) from unnest(k.conkey) v)) as one
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
      order by c.relname, k.conname`,
  )).rows;

  const functions = (await db.query<{ proname: string; argnames: string[] | null; argtypes: string[]; argmodes: string[] | null; nargdefaults: number; rettype: string; rettyptype: string; retset: boolean; retrel: string | null }>(
    `select p.proname, p.proargnames as argnames, p.proargmodes::text[] as argmodes, p.pronargdefaults as nargdefaults, p.proretset as retset,
            array(select t.typname from unnest(p.proargtypes::oid[]) with ordinality u(o, i) join pg_type t on t.oid = u.o order by i) as argtypes,
            rt.typname as rettype, rt.typtype::text as rettyptype, rc.relname as retrel
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
       left join pg_class rc on rc.oid = rt.typrelid and rt.typtype = 'c'
      where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
      order by p.proname`,
  )).rows;
  return { enums, columns, checks, fks, functions };
}

type Catalog = Awaited<ReturnType<typeof introspect>>;

function tsType(cat: Catalog, typname: string, typtype: string, basename?: string | null, elemname?: string | null, elemtype?: string | null): string {
  if (elemname) return `${tsType(cat, elemname, elemtype ?? 'b')}[]`;
  if (cat.enums.has(typname)) return `Database["public"]["Enums"][${lit(typname)}]`;
  if (typtype === 'd' && basename) return tsType(cat, basename, 'b');
  const bare = typname.replace(/^_/, '');
  if (typname.startsWith('_')) return `${tsType(cat, bare, 'b')}[]`;
  return SCALARS[typname] ?? 'unknown';
}

function render(cat: Catalog): string {
  const lines: string[] = [];
  const w = (indent: number, s: string) => lines.push(' '.repeat(indent) + s);
  const byRel = new Map<string, Column[]>();
  for (const c of cat.columns) byRel.set(c.relname, [...(byRel.get(c.relname) ?? []), c]);
  const colType = (c: Column) => {
    const union = cat.checks.get(`${c.relname}.${c.attname}`);
    const base = union ? union.map(lit).join(' | ') : tsType(cat, c.typname, c.typtype, c.basename, c.elemname, c.elemtype);
    return c.notnull ? base : `${base} | null`;
  };

  w(0, '// Generated by shared-data/scripts/generate-types.ts from supabase/migrations. Do not edit: run `pnpm --filter @spotless/shared-data gen:types`.');
  w(0, '');
  w(0, 'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];');
  w(0, '');
  w(0, 'export type Database = {');
  w(2, 'public: {');
  for (const [section, kinds] of [['Tables', ['r', 'p']], ['Views', ['v', 'm']]] as const) {
    const rels = [...byRel.entries()].filter(([, cols]) => (kinds as readonly string[]).includes(cols[0]!.relkind));
    if (!rels.length) {
      w(4, `${section}: {`);
      w(6, '[_ in never]: never;');
      w(4, '};');
      continue;
    }
    w(4, `${section}: {`);
    for (const [rel, cols] of rels) {
      w(6, `${key(rel)}: {`);
      w(8, 'Row: {');
      for (const c of cols) w(10, `${key(c.attname)}: ${colType(c)};`);
      w(8, '};');
      if (section === 'Tables') {
        w(8, 'Insert: {');
        for (const c of cols) {
          const never = c.identity === 'a' || c.generated === 's';
          const optional = never || !c.notnull || c.hasdef || c.identity === 'd';
          w(10, `${key(c.attname)}${optional ? '?' : ''}: ${never ? 'never' : colType(c)};`);
        }
        w(8, '};');
        w(8, 'Update: {');
        for (const c of cols) {
          const never = c.identity === 'a' || c.generated === 's';
          w(10, `${key(c.attname)}?: ${never ? 'never' : colType(c)};`);
        }
        w(8, '};');
      }
      const rels2 = cat.fks.filter((f) => f.relname === rel);
      if (!rels2.length) w(8, 'Relationships: [];');
      else {
        w(8, 'Relationships: [');
        for (const f of rels2) {
          w(10, '{');
          w(12, `foreignKeyName: ${lit(f.conname)};`);
          w(12, `columns: [${f.cols.map(lit).join(', ')}];`);
          w(12, `isOneToOne: ${f.one};`);
          w(12, `referencedRelation: ${lit(f.refrel)};`);
          w(12, `referencedColumns: [${f.refcols.map(lit).join(', ')}];`);
          w(10, '},');
        }
        w(8, '];');
      }
      w(6, '};');
    }
    w(4, '};');
  }
  w(4, 'Functions: {');
  for (const f of cat.functions) {
    w(6, `${key(f.proname)}: {`);
    const names = f.argnames ?? [];
    const inputs = f.argtypes.map((t, i) => ({ name: names[i] ?? `arg${i}`, type: t }));
    if (!inputs.length) w(8, 'Args: Record<PropertyKey, never>;');
    else {
      w(8, 'Args: {');
      inputs.forEach((a, i) => {
        const optional = i >= inputs.length - f.nargdefaults;
        const enumName = cat.enums.has(a.type) ? a.type : null;
        w(10, `${key(a.name)}${optional ? '?' : ''}: ${enumName ? `Database["public"]["Enums"][${lit(enumName)}]` : tsType(cat, a.type, 'b')};`);
      });
      w(8, '};');
    }
    const ret = f.retrel
      ? `Database["public"]["Tables"][${lit(f.retrel)}]["Row"]`
      : tsType(cat, f.rettype, f.rettyptype);
    w(8, `Returns: ${f.retset ? `${ret}[]` : ret};`);
    w(6, '};');
  }
  w(4, '};');
  w(4, 'Enums: {');
  for (const [name, values] of cat.enums) w(6, `${key(name)}: ${values.map(lit).join(' | ')};`);
  w(4, '};');
  w(4, 'CompositeTypes: {');
  w(6, '[_ in never]: never;');
  w(4, '};');
  w(2, '};');
  w(0, '};');
  w(0, '');
  w(0, 'type PublicSchema = Database["public"];');
  w(0, '');
  w(0, '/** Row type of a public table or view: `Tables<"bookings">`. */');
  w(0, 'export type Tables<T extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> = (PublicSchema["Tables"] & PublicSchema["Views"])[T] extends { Row: infer R } ? R : never;');
  w(0, '/** Insert shape of a public table. */');
  w(0, 'export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"];');
  w(0, '/** Update shape of a public table. */');
  w(0, 'export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"];');
  w(0, '/** A status/kind union: `Enums<"booking_status">`. */');
  w(0, 'export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T];');
  w(0, '');
  w(0, '/** The values of every enum-like domain, for selects and validation. */');
  w(0, 'export const Constants = {');
  w(2, 'public: {');
  w(4, 'Enums: {');
  for (const [name, values] of cat.enums) w(6, `${key(name)}: [${values.map(lit).join(', ')}],`);
  w(4, '},');
  w(2, '},');
  w(0, '} as const;');
  return lines.join('\n') + '\n';
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const db = await openPglite();
  try {
    await bootstrapSupabaseEnvironment(db);
    await applyMigrations(db, MIGRATIONS);
    const text = render(await introspect(db));
    if (check) {
      const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
      if (current !== text) {
        console.error(`${path.relative(process.cwd(), OUT)} is stale: run \`pnpm --filter @spotless/shared-data gen:types\``);
        return 1;
      }
      console.log('database.types.ts is up to date');
      return 0;
    }
    writeFileSync(OUT, text);
    console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then((code) => process.exit(code), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
