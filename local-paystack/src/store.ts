import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emptyState, type State } from './model';

/**
 * The state in memory, written whole to DATA_DIR/state.json after every change so a restart keeps it. The state of a
 * local test gateway stays small (thousands of records), and a synchronous write keeps every answer consistent with
 * what is on disk; the write goes to a temporary file renamed over the old one, so a crash never leaves half a file.
 */
export class Store {
  readonly state: State;
  private readonly file: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, 'state.json');
    this.state = Store.read(this.file);
  }

  private static read(file: string): State {
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      return emptyState();
    }
    try {
      return { ...emptyState(), ...(JSON.parse(raw) as Partial<State>) };
    } catch (err) {
      // Never start over silently: the records are what the product reconciles against.
      throw new Error(`${file} is not valid JSON (${(err as Error).message}); fix or remove it`);
    }
  }

  nextId(): number {
    return this.state.nextId++;
  }

  save(): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state));
    renameSync(tmp, this.file);
  }
}
