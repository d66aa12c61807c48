import { PGlite } from '@electric-sql/pglite';
import { setFlagsFromString } from 'node:v8';

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory and are all touched at start, so initdb's 128 MB
 * default stays resident for the life of the process. Our databases are tens of MB with the OS page cache behind
 * their files; 16 MB holds every working set bench measures. On the command line, it overrides postgresql.conf.
 */
const SHARED_BUFFERS = '16MB';

/** PGlite's own start parameters plus ours. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];
}

/**
 * V8 compiles WebAssembly twice by default: baseline (Liftoff) code for every function of PGlite's 9 MB module at
 * start, then optimised (TurboFan) code for the hot ones, and keeps both; the baseline copy alone is ~80 MiB
 * resident. Optimised-only costs ~2 s more CPU once per process and runs requests no slower. Process-wide and
 * sticky: it applies to every module compiled afterwards (Node keeps V8 flags settable at run time).
 */
export function compileWasmOptimisedOnly(): void {
  setFlagsFromString('--no-liftoff');
}
