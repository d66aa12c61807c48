import { PostgrestError } from '../../http/postgrest-errors';
import { takesWholeBody } from '../sql/rpc-sql';
import type { PgFunction, SchemaCache } from '../schema/types';

function signature(fn: PgFunction): string {
  return `${fn.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
}

/** Levenshtein distance, for the "Perhaps you meant" hint. */
function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

function notFound(cache: SchemaCache, schema: string, name: string, given: string[], overloads: PgFunction[]): PostgrestError {
  const sorted = [...given].sort();
  const qualifiedName = `${schema}.${name}`;
  const message = sorted.length
    ? `Could not find the function ${qualifiedName}(${sorted.join(', ')}) in the schema cache`
    : `Could not find the function ${qualifiedName} without parameters in the schema cache`;
  const details = sorted.length
    ? `Searched for the function ${qualifiedName} with parameters ${sorted.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
    : `Searched for the function ${qualifiedName} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`;
  let hint: string | null = null;
  if (overloads.length) {
    const o = overloads[0]!;
    hint = `Perhaps you meant to call the function ${o.schema}.${o.name}(${o.args.map((a) => a.name).join(', ')})`;
  } else if (name.length <= 200) {
    let best: { key: string; d: number } | null = null;
    for (const key of cache.functions.keys()) {
      if (!key.startsWith(`${schema}.`)) continue;
      const d = distance(name, key.slice(schema.length + 1));
      if (d <= 3 && (!best || d < best.d)) best = { key, d };
    }
    if (best) hint = `Perhaps you meant to call the function ${best.key}`;
  }
  return new PostgrestError(404, 'PGRST202', message, details, hint);
}

/**
 * Picks the overload whose named parameters accept exactly the given argument names (required
 * ones present, no unknown ones), else one taking a single unnamed json/jsonb body.
 */
export function chooseFunction(cache: SchemaCache, schema: string, name: string, given: string[], allowWholeBody: boolean): PgFunction {
  const overloads = cache.functions.get(`${schema}.${name}`) ?? [];
  const named = overloads.filter((fn) => {
    if (takesWholeBody(fn)) return false;
    const names = new Set(fn.args.map((a) => a.name));
    if (fn.args.some((a) => a.name === '')) return false;
    return given.every((g) => names.has(g)) && fn.args.every((a) => a.hasDefault || given.includes(a.name));
  });
  if (named.length === 1) return named[0]!;
  if (named.length > 1) {
    // Prefer the overload using exactly the given arguments when several accept them.
    const exact = named.filter((fn) => fn.args.length === given.length);
    if (exact.length === 1) return exact[0]!;
    throw new PostgrestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${named.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const whole = overloads.filter(takesWholeBody);
  if (allowWholeBody && whole.length === 1) return whole[0]!;
  throw notFound(cache, schema, name, given, overloads);
}

/** All parameter names of every overload of `name` (to tell RPC GET arguments from filters). */
export function argumentNames(cache: SchemaCache, schema: string, name: string): Set<string> {
  const names = new Set<string>();
  for (const fn of cache.functions.get(`${schema}.${name}`) ?? []) for (const a of fn.args) if (a.name) names.add(a.name);
  return names;
}
