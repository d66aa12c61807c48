import { PostgrestError } from '../../http/postgrest-errors';
import { qualifiedKey, type ForeignKey, type Relation, type SchemaCache } from './types';

export type Cardinality = 'many-to-one' | 'one-to-one' | 'one-to-many' | 'many-to-many';

/** How an embedded relation joins its parent. `pairs` are [parent column, target column]. */
export interface Relationship {
  cardinality: Cardinality;
  /** Embeds render as an object (to-one) or an array (to-many). */
  toOne: boolean;
  target: Relation;
  constraint: string;
  pairs: [string, string][];
  /** Columns of the side holding the foreign key (what a column hint names). */
  fkColumns: string[];
  junction?: {
    relation: Relation;
    /** [junction column, parent column] */
    parentPairs: [string, string][];
    /** [junction column, target column] */
    targetPairs: [string, string][];
    parentConstraint: string;
    targetConstraint: string;
  };
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((x, i) => [x, b[i]!]);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function isUnique(rel: Relation, cols: string[]): boolean {
  return rel.uniqueKeys.some((k) => sameSet(k, cols));
}

function isKeyPart(rel: Relation, cols: string[]): boolean {
  return rel.uniqueKeys.some((k) => cols.every((c) => k.includes(c)));
}

function describe(parent: Relation, r: Relationship): Record<string, string> {
  const using = r.junction
    ? `${r.junction.relation.name} using ${r.junction.parentConstraint}(${r.junction.parentPairs.map((p) => p[0]).join(', ')}) and ${r.junction.targetConstraint}(${r.junction.targetPairs.map((p) => p[0]).join(', ')})`
    : `${r.constraint} using ${parent.name}(${r.pairs.map((p) => p[0]).join(', ')}) and ${r.target.name}(${r.pairs.map((p) => p[1]).join(', ')})`;
  return { cardinality: r.cardinality, embedding: `${parent.name} with ${r.target.name}`, relationship: using };
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.constraint === hint) return true;
  if (r.junction) {
    return r.junction.relation.name === hint || r.junction.parentConstraint === hint || r.junction.targetConstraint === hint;
  }
  return r.fkColumns.length === 1 && r.fkColumns[0] === hint;
}

/** Every relationship from `parent` that the embed name `name` can mean (before hints). */
function candidates(cache: SchemaCache, parent: Relation, name: string): Relationship[] {
  const parentKey = qualifiedKey(parent.schema, parent.name);
  const out: Relationship[] = [];
  const rel = (schema: string, table: string) => cache.relations.get(qualifiedKey(schema, table));
  for (const fk of cache.foreignKeys) {
    const from = qualifiedKey(fk.schema, fk.table);
    const to = qualifiedKey(fk.refSchema, fk.refTable);
    if (from === parentKey) {
      const target = rel(fk.refSchema, fk.refTable);
      const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
      if (target && target.schema === parent.schema && (fk.refTable === name || fk.name === name || byColumn)) {
        const oneToOne = isUnique(parent, fk.columns);
        out.push({ cardinality: oneToOne ? 'one-to-one' : 'many-to-one', toOne: true, target, constraint: fk.name, pairs: zip(fk.columns, fk.refColumns), fkColumns: fk.columns });
      }
    }
    if (to === parentKey) {
      const target = rel(fk.schema, fk.table);
      if (target && target.schema === parent.schema && (fk.table === name || fk.name === name)) {
        const oneToOne = isUnique(target, fk.columns);
        out.push({ cardinality: oneToOne ? 'one-to-one' : 'one-to-many', toOne: oneToOne, target, constraint: fk.name, pairs: zip(fk.refColumns, fk.columns), fkColumns: fk.columns });
      }
    }
  }
  const target = cache.relations.get(qualifiedKey(parent.schema, name));
  if (target) out.push(...junctions(cache, parent, target));
  return out;
}

function junctions(cache: SchemaCache, parent: Relation, target: Relation): Relationship[] {
  const parentKey = qualifiedKey(parent.schema, parent.name);
  const targetKey = qualifiedKey(target.schema, target.name);
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of cache.foreignKeys) {
    const k = qualifiedKey(fk.schema, fk.table);
    const list = byTable.get(k) ?? [];
    list.push(fk);
    byTable.set(k, list);
  }
  const out: Relationship[] = [];
  for (const [jKey, fks] of byTable) {
    if (jKey === parentKey || jKey === targetKey) continue;
    const junction = cache.relations.get(jKey);
    if (!junction) continue;
    for (const a of fks) {
      if (qualifiedKey(a.refSchema, a.refTable) !== parentKey) continue;
      for (const b of fks) {
        if (b === a || qualifiedKey(b.refSchema, b.refTable) !== targetKey) continue;
        if (!isKeyPart(junction, [...a.columns, ...b.columns])) continue;
        out.push({
          cardinality: 'many-to-many',
          toOne: false,
          target,
          constraint: `${a.name},${b.name}`,
          pairs: [],
          fkColumns: [],
          junction: {
            relation: junction,
            parentPairs: zip(a.columns, a.refColumns),
            targetPairs: zip(b.columns, b.refColumns),
            parentConstraint: a.name,
            targetConstraint: b.name,
          },
        });
      }
    }
  }
  return out;
}

/**
 * Resolves `name[!hint]` embedded under `parent` to exactly one relationship, or throws
 * PGRST200 (none) / PGRST201 (ambiguous) with PostgREST's wording.
 */
export function resolveRelationship(cache: SchemaCache, parent: Relation, name: string, hint: string | undefined): Relationship {
  let found = candidates(cache, parent, name);
  if (hint !== undefined) found = found.filter((r) => matchesHint(r, hint));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    const using = hint !== undefined ? ` using the hint '${hint}'` : '';
    throw new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${using} in the schema '${parent.schema}', but no matches were found.`,
      null,
    );
  }
  const spellings = found.map((r) => `'${name}!${r.junction ? r.junction.relation.name : r.constraint}'`);
  throw new PostgrestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    found.map((r) => describe(parent, r)),
    `Try changing '${name}' to one of the following: ${spellings.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
