import type { PgFunction } from '../schema/types';
import { ident, qualified, type SqlParams } from './builder';

/** The function call of an RPC and the FROM items its arguments come from. */
export interface RpcCall {
  /** `"public"."fn"("a" := _args."a")` */
  call: string;
  /** `json_to_record($1::json) AS _args("a" integer)` or '' when there are no arguments. */
  argsFrom: string;
}

/** True for functions taking one unnamed json/jsonb parameter (they receive the whole body). */
export function takesWholeBody(fn: PgFunction): boolean {
  return fn.args.length === 1 && fn.args[0]!.name === '' && (fn.args[0]!.type === 'json' || fn.args[0]!.type === 'jsonb');
}

/**
 * Builds the call with named arguments. Arguments arrive as one JSON object bound as a single
 * parameter and are converted by `json_to_record` to the declared parameter types.
 */
export function rpcCall(fn: PgFunction, args: Record<string, unknown>, rawBody: string | null, p: SqlParams): RpcCall {
  const name = qualified(fn.schema, fn.name);
  if (takesWholeBody(fn)) return { call: `${name}(${p.add(rawBody ?? '{}')}::${fn.args[0]!.type})`, argsFrom: '' };
  const used = fn.args.filter((a) => a.name !== '' && Object.prototype.hasOwnProperty.call(args, a.name));
  if (!used.length) return { call: `${name}()`, argsFrom: '' };
  const json = JSON.stringify(Object.fromEntries(used.map((a) => [a.name, args[a.name]])));
  return {
    call: `${name}(${used.map((a) => `${ident(a.name)} := _args.${ident(a.name)}`).join(', ')})`,
    argsFrom: `json_to_record(${p.add(json)}::json) AS _args(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`,
  };
}

/** `WITH pgrst_call AS MATERIALIZED (…)`: the function runs exactly once per request, whatever reads its rows. */
export function callCte(fn: PgFunction, c: RpcCall): string {
  const from = c.argsFrom ? `${c.argsFrom}, ` : '';
  if (fn.returnShape === 'composite') return `WITH pgrst_call AS MATERIALIZED (SELECT _f.* FROM ${from}${c.call} AS _f) `;
  if (fn.returnsSet) return `WITH pgrst_call AS MATERIALIZED (SELECT _f.v FROM ${from}${c.call} AS _f(v)) `;
  return `WITH pgrst_call AS MATERIALIZED (SELECT ${c.call} AS v${c.argsFrom ? ` FROM ${c.argsFrom}` : ''}) `;
}
