/** Collects bound parameters while a statement is assembled; values never enter the SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Binds `value` and returns its placeholder (`$n`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Quotes an identifier that has already been checked against the schema cache. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `"schema"."name"` */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** Renders values as a PostgreSQL array literal, every element quoted, for binding as one parameter. */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
