// Runs ONE Edge Function in this Deno process the way Supabase's edge-runtime hosts it: the function's own
// module, unchanged, whose Deno.serve (or `export default { fetch }`) is bound here to a loopback port that
// local-supabase proxies /functions/v1/<name> to. Executed by Deno, not Node: excluded from the Node typecheck.
//
// Usage: deno run ... serve-function.ts <entrypoint file URL>

/** The line local-supabase waits for on stdout; the port follows it. */
const LISTENING = '\u001esb-function-listening ';

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
type ServeOptions = Record<string, unknown> & {
  handler?: Handler;
  onError?: (error: unknown) => Response | Promise<Response>;
  onListen?: (addr: unknown) => void;
};

const realServe = Deno.serve.bind(Deno) as (options: ServeOptions, handler: Handler) => unknown;
let served = false;

/** hosted's answer to a function that throws: 500, a code and a message, never the stack (that goes to the logs). */
function workerError(): Response {
  return Response.json(
    { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
    { status: 500 },
  );
}

function serve(options: ServeOptions, handler: Handler): unknown {
  if (served) throw new Error('Deno.serve was called twice: an Edge Function serves once');
  served = true;
  // The address is the platform's choice, as on hosted, whatever the function asked for.
  const { onError: own, path: _path, transport: _transport, ...rest } = options;
  return realServe(
    {
      ...rest,
      hostname: '127.0.0.1',
      port: 0,
      onListen(addr: { port: number }) {
        console.log(`${LISTENING}${addr.port}`);
      },
      async onError(error: unknown) {
        console.error(error);
        if (own) {
          try {
            return await own(error);
          } catch (again) {
            console.error(again);
          }
        }
        return workerError();
      },
    },
    handler,
  );
}

// Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ ...options, handler })
(Deno as unknown as { serve: unknown }).serve = (a: unknown, b?: unknown) => {
  if (typeof a === 'function') return serve({}, a as Handler);
  const options = (a ?? {}) as ServeOptions;
  const handler = (typeof b === 'function' ? b : options.handler) as Handler | undefined;
  if (!handler) throw new TypeError('Deno.serve needs a handler');
  return serve({ ...options, handler: undefined }, handler);
};

// local-supabase holds this process's stdin open and never writes to it: end of input means local-supabase is gone
// (even killed with SIGKILL, when it could not stop us), and a function left serving a dead port would linger.
(async () => {
  const buffer = new Uint8Array(64);
  while ((await Deno.stdin.read(buffer)) !== null);
  Deno.exit(0);
})();

const entry = Deno.args[0];
if (!entry) throw new Error('serve-function.ts needs the function entrypoint URL');
const mod = await import(entry);
if (!served) {
  const fetch = mod?.default?.fetch;
  if (typeof fetch !== 'function') {
    console.error(`${entry} neither calls Deno.serve nor exports default { fetch }`);
    Deno.exit(1);
  }
  serve({}, (request, info) => fetch.call(mod.default, request, info));
}
