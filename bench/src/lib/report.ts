/** What a benchmark module returns: one or more tables, with the budget or anchor beside each figure. */
export interface Table {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  notes?: string[];
}

export interface Section {
  /** Key used by `--only` and in results.json. */
  name: string;
  title: string;
  tables: Table[];
  notes?: string[];
  /** Filled in by run-all. */
  startedAt?: string;
  loadAtStart?: string;
  seconds?: number;
  error?: string;
}

export interface Benchmark {
  name: string;
  title: string;
  run(): Promise<Omit<Section, 'name' | 'title'>>;
}

/** "yes" / "NO" against a budget; "-" when there is no budget for the figure. */
export function verdict(ok: boolean | undefined): string {
  if (ok === undefined) return '-';
  return ok ? 'yes' : 'NO';
}

export const atMost = (value: number, budget: number) => verdict(Number.isFinite(value) ? value <= budget : false);
export const atLeast = (value: number, goal: number) => verdict(Number.isFinite(value) ? value >= goal : false);

export function fmt(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return 'n/a';
  return n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
export const kb = (bytes: number) => fmt(bytes / 1024, 1);
export const int = (n: number) => fmt(n, 0);

function pad(s: string, n: number): string {
  return s + ' '.repeat(Math.max(0, n - s.length));
}

/** A fixed-width table for the terminal. */
export function textTable(t: Table): string {
  const cells = [t.columns, ...t.rows.map((r) => r.map(String))];
  const widths = t.columns.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => pad(c, widths[i]!)).join('  ');
  const out = [`\n${t.title}`, line(t.columns), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)];
  for (const n of t.notes ?? []) out.push(`  ${n}`);
  return out.join('\n');
}

export function markdownTable(t: Table): string {
  const esc = (s: string | number) => String(s).replace(/\|/g, '\\|');
  const out = [`#### ${t.title}`, '', `| ${t.columns.map(esc).join(' | ')} |`, `|${t.columns.map(() => '---').join('|')}|`];
  for (const r of t.rows) out.push(`| ${r.map(esc).join(' | ')} |`);
  if (t.notes?.length) out.push('', ...t.notes.map((n) => `- ${n}`));
  return out.join('\n');
}
