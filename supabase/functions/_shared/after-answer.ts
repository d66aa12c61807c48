// Work a function goes on with after its answer has gone (the webhook answers Paystack first, then handles the
// event). Hosted Supabase's edge runtime may stop a worker once its answers are sent unless told to wait for a
// promise (EdgeRuntime.waitUntil); a plain Deno process, as local-supabase runs each function, keeps running, so
// there the promise simply runs on. Either way the work may still be cut short (a redeploy, a crash): callers keep
// what it does recoverable (payments/process takes up webhook events left unhandled).
//
// Paystack sends events in bursts (a settlement run, retries after an outage). Were every event's work started at
// once, it would compete with the burst's later answers for this worker and the database, and those answers are
// what Paystack times; so the work waits until no answer is in the making, and then a few run at a time.

interface EdgeRuntimeGlobal {
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * Tasks of this worker running at once. Bench section 8 (20 concurrent events) tried 2, 4, 6 and no limit on a
 * loaded machine: no limit was never better, for the answers or for the time until all were handled. Waiting for
 * the answers to pause brought the answers' p95 down to that of replays (the note alone).
 */
const AT_ONCE = 4;
/** How long work waits for a stream of answers to pause before it starts anyway. */
const MAX_WAIT_MS = 1_000;
let running = 0;
const waiting: (() => void)[] = [];
let preparing = 0;
let quiet: (() => void)[] = [];

/** Runs `answer` as one answer of this worker: work after answers waits until none is being prepared. */
export async function whileAnswering<T>(answer: () => Promise<T>): Promise<T> {
  preparing++;
  try {
    return await answer();
  } finally {
    if (--preparing === 0) {
      const resume = quiet;
      quiet = [];
      for (const r of resume) r();
    }
  }
}

async function takeTurn(): Promise<void> {
  // Yield first, so the answer that scheduled this is written before any of the work starts; then let the rest of a
  // burst be answered (up to MAX_WAIT_MS, so a steady stream does not starve the work).
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (preparing > 0) {
    await new Promise<void>((resolve) => {
      const resume = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(() => {
        quiet = quiet.filter((r) => r !== resume);
        resolve();
      }, MAX_WAIT_MS);
      quiet.push(resume);
    });
  }
  if (running < AT_ONCE) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  // The turn passes straight to the next task, so `running` stays as it is.
  if (next) next();
  else running--;
}

/** Runs `task` after the answer, when its turn comes. It must not reject: failures are logged and left to callers' recovery. */
export function afterAnswer(task: () => Promise<unknown>): void {
  const work = (async () => {
    await takeTurn();
    try {
      await task();
    } catch (error) {
      console.error('work after the answer failed', error);
    } finally {
      endTurn();
    }
  })();
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeGlobal }).EdgeRuntime;
  if (typeof runtime?.waitUntil === 'function') runtime.waitUntil(work);
}
