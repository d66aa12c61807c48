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
  const arg = rpcArgument(fn, args, rawBody);
  if (takesWholeBody(fn)) return { call: `${name}(${p.add(arg!.value)}::${fn.args[0]!.type})`, argsFrom: '' };
  if (!arg) return { call: `${name}()`, argsFrom: '' };
  const used = usedArguments(fn, args);
  return {
    call: `${name}(${used.map((a) => `${ident(a.name)} := _args.${ident(a.name)}`).join(', ')})`,
    argsFrom: `json_to_record(${p.add(arg.value)}::json) AS _args(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`,
  };
}

/** The named parameters of `fn` that `args` gives, in the function's order. */
function usedArguments(fn: PgFunction, args: Record<string, unknown>): PgFunction['args'] {
  return fn.args.filter((a) => a.name !== '' && Object.prototype.hasOwnProperty.call(args, a.name));
}

/**
 * The value of the call's one parameter (the body, or the given arguments as a JSON object), or null when the call
 * takes none. rpcCall binds it first, so with a fresh SqlParams it is $1.
 */
export function rpcArgument(fn: PgFunction, args: Record<string, unknown>, rawBody: string | null): { value: string } | null {
  if (takesWholeBody(fn)) return { value: rawBody ?? '{}' };
  const used = usedArguments(fn, args);
  if (!used.length) return null;
  return { value: JSON.stringify(Object.fromEntries(used.map((a) => [a.name, args[a.name]]))) };
}

/** `WITH pgrst_call AS MATERIALIZED (…)`: the function runs exactly once per request, whatever reads its rows. */
export function callCte(fn: PgFunction, c: RpcCall): string {
  const from = c.argsFrom ? `${c.argsFrom}, ` : '';
  if (fn.returnShape === 'composite') return `WITH pgrst_call AS MATERIALIZED (SELECT _f.* FROM ${from}${c.call} AS _f) `;
  if (fn.returnsSet) return `WITH pgrst_call AS MATERIALIZED (SELECT _f.v FROM ${from}${c.call} AS _f(v)) `;
  return `WITH pgrst_call AS MATERIALIZED (SELECT ${c.call} AS v${c.argsFrom ? ` FROM ${c.argsFrom}` : ''}) `;
}
