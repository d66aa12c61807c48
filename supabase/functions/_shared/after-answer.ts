// Work a function goes on with after its answer has gone (the webhook answers Paystack first, then handles the
// event). Hosted Supabase's edge runtime may stop a worker once its answers are sent unless told to wait for a
// promise (EdgeRuntime.waitUntil); a plain Deno process, as local-supabase runs each function, keeps running, so
// there the promise simply runs on. Either way the work may still be cut short (a redeploy, a crash): callers keep
// what it does recoverable (payments/process takes up webhook events left unhandled).
//
// Paystack sends events in bursts (a settlement run, retries after an outage). Were every event's work started at
// once, it would compete with the burst's later answers for this worker and the database, and those answers are
// what Paystack times; so a few run at a time and the rest wait their turn, after the answers.

interface EdgeRuntimeGlobal {
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * Tasks of this worker running at once. Bench section 8 (20 concurrent events) tried 2, 4, 6 and no limit on a
 * loaded machine: no limit was never better, for the answers or for the time until all were handled.
 */
const AT_ONCE = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  // Yield first, so the answer that scheduled this is written before any of the work starts.
  await new Promise((resolve) => setTimeout(resolve, 0));
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
