// Work a function goes on with after its answer has gone (the webhook answers Paystack first, then handles the
// event). Hosted Supabase's edge runtime may stop a worker once its answers are sent unless told to wait for a
// promise (EdgeRuntime.waitUntil); a plain Deno process, as local-supabase runs each function, keeps running, so
// there the promise simply runs on. Either way the work may still be cut short (a redeploy, a crash): callers keep
// what it does recoverable (payments/process takes up webhook events left unhandled).

interface EdgeRuntimeGlobal {
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** Lets `work` finish after the answer. It must not reject: an unhandled rejection would end the Deno process. */
export function afterAnswer(work: Promise<unknown>): void {
  const guarded = work.catch((error) => console.error('work after the answer failed', error));
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeGlobal }).EdgeRuntime;
  if (typeof runtime?.waitUntil === 'function') runtime.waitUntil(guarded);
}
