import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { FunctionHost } from './function-host';
import { bootMessage, configArgs } from './function-process';

/**
 * At start, each function's module graph is loaded without running it (`deno cache`): a syntax error or a missing
 * import is logged at once with its file and line, instead of at the function's first request, and the npm packages
 * are downloaded now (needed once; Deno's cache then serves them offline). One function at a time, in the
 * background, so the server's first answer does not wait. Resolves with the error messages by function name.
 */
export async function checkFunctions(host: FunctionHost, log: Logger): Promise<Map<string, string>> {
  const failures = new Map<string, string>();
  for (const spec of host.specs()) {
    if (host.stopSignal.signal.aborted) break;
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(host.deno, ['cache', '--no-lock', ...configArgs(spec), pathToFileURL(spec.entrypoint).href], {
        env: host.env(),
        stdio: ['ignore', 'pipe', 'pipe'],
        signal: host.stopSignal.signal,
      });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text = (text + c.toString()).slice(-8192)));
      child.stderr.on('data', (c: Buffer) => (text = (text + c.toString()).slice(-8192)));
      child.on('error', () => resolve({ code: null, text }));
      child.on('close', (code) => resolve({ code, text }));
    });
    if (host.stopSignal.signal.aborted) break;
    if (output.code !== 0) {
      const message = bootMessage(spec, output.text.replace(/^Download .*\n/gm, ''), output.code);
      failures.set(spec.name, message);
      log.error({ function: spec.name }, message);
    }
  }
  return failures;
}
