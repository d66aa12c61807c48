import { PostgrestError } from '../../http/postgrest-errors';
import type { Field, JsonStep } from './ast';

const IDENT_CHAR = /[\p{L}\p{N}_$ ]/u;

/** A position in a parameter being parsed; errors carry PostgREST's PGRST100 shape. */
export class Cursor {
  i = 0;
  constructor(
    readonly s: string,
    /** What is being parsed, for the message: `select parameter`, `filter`, `order`, `logic tree`. */
    private readonly what: string,
  ) {}

  get done(): boolean {
    return this.i >= this.s.length;
  }

  peek(str: string): boolean {
    return this.s.startsWith(str, this.i);
  }

  eat(str: string): boolean {
    if (!this.peek(str)) return false;
    this.i += str.length;
    return true;
  }

  expect(str: string): void {
    if (!this.eat(str)) throw this.fail(`expecting "${str}"`);
  }

  /** A PGRST100 error naming the offending character, like PostgREST's parser messages. */
  fail(expecting: string): PostgrestError {
    const at = this.done ? 'end of input' : JSON.stringify(this.s[this.i]);
    return new PostgrestError(
      400,
      'PGRST100',
      `"failed to parse ${this.what} (${this.s})" (line 1, column ${this.i + 1})`,
      `unexpected ${at} ${expecting}`,
    );
  }

  /** `name` or `"quoted name"`. */
  ident(): string {
    if (this.eat('"')) {
      const end = this.s.indexOf('"', this.i);
      if (end < 0) throw this.fail('expecting closing quote');
      const name = this.s.slice(this.i, end);
      this.i = end + 1;
      if (!name) throw this.fail('expecting a name');
      return name;
    }
    const start = this.i;
    while (!this.done && IDENT_CHAR.test(this.s[this.i]!)) this.i++;
    if (this.i === start) throw this.fail('expecting a name');
    return this.s.slice(start, this.i).trim();
  }

  /** Optional JSON path after a column: `->a->>b`, `->0`. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      let arrow: JsonStep['arrow'];
      if (this.eat('->>')) arrow = '->>';
      else if (this.eat('->')) arrow = '->';
      else break;
      const neg = this.eat('-');
      steps.push({ arrow, key: (neg ? '-' : '') + this.ident() });
      if (arrow === '->>') break;
    }
    return steps;
  }

  field(): Field {
    const name = this.ident();
    return { name, json: this.jsonPath() };
  }
}
