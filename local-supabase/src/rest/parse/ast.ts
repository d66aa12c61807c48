/** One `->key` / `->>key` step of a JSON path; numeric keys index arrays. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: Field; alias?: string; cast?: string }
  | {
      kind: 'embed';
      /** Table, foreign key constraint or foreign key column named in the select. */
      name: string;
      alias?: string;
      hint?: string;
      join: 'left' | 'inner';
      spread: boolean;
      select: SelectItem[];
    };

/** Operators of supabase-protocol.md §2.4. */
export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** `field=[not.]op[(modifier)].value` after parsing. */
export interface Condition {
  field: Field;
  negate: boolean;
  op: Operator;
  /** `(any)`/`(all)` quantifier. */
  quantifier?: 'any' | 'all';
  /** Text search configuration of `fts(config)` and friends. */
  config?: string;
  /** The value; a list for `in`. */
  value: string | string[];
}

export type LogicNode = { kind: 'condition'; condition: Condition } | LogicTree;

/** `or=(…)`, `and=(…)`, `not.or=(…)` with nested children. */
export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: LogicNode[];
}

export interface OrderTerm {
  field: Field;
  /** `order=author(name).desc`: order by a column of a to-one embed. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}
