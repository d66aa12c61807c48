import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** Editors write a file in several steps (temp file, rename, chmod): one reload for the burst. */
const SETTLE_MS = 150;

/**
 * Calls `onChange` with the paths (relative to `functionsDir`) changed in the last burst, as `supabase functions
 * serve` reloads on file changes; config.toml beside the folder counts too (it holds verify_jwt), reported as
 * `../config.toml`. Returns a function that stops watching.
 */
export function watchFunctions(functionsDir: string, onChange: (changed: string[]) => void): () => void {
  const watchers: FSWatcher[] = [];
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const note = (relative: string) => {
    pending.add(relative);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changed = [...pending];
      pending = new Set();
      onChange(changed);
    }, SETTLE_MS);
  };
  if (existsSync(functionsDir)) {
    watchers.push(watch(functionsDir, { recursive: true }, (_event, file) => note(file ? String(file) : '.')));
  }
  const supabaseDir = path.dirname(functionsDir);
  if (existsSync(supabaseDir)) {
    watchers.push(
      watch(supabaseDir, (_event, file) => {
        if (String(file) === 'config.toml') note('../config.toml');
      }),
    );
  }
  for (const w of watchers) w.on('error', () => undefined);
  return () => {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}
