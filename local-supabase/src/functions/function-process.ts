import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { FunctionSpec } from './catalog';
import { CpuBudget, type CpuTicket } from './cpu-budget';
import { processCpuMs } from './cpu-time';

/** Printed by deno/serve-function.ts once Deno.serve listens; the port follows. */
const LISTENING = '\u001esb-function-listening ';
const BOOTSTRAP = path.join(__dirname, 'deno', 'serve-function.ts');
/** Hosted's memory limit per function (docs: Edge Functions limits); past it V8 ends the process, a crash here. */
export const MEMORY_LIMIT_MB = 256;
/** Long enough for the first run's npm downloads; a boot that takes longer is a boot error. */
const BOOT_TIMEOUT_MS = 120_000;
/** Kept from a failed boot's output, for the log line that names the file and line. */
const KEPT_OUTPUT = 8 * 1024;

export class BootError extends Error {}

export interface FunctionProcessOptions {
  spec: FunctionSpec;
  deno: string;
  env: Record<string, string>;
  /** Folders the function may read: its functions folder (for _shared) and Deno's cache. */
  readable: string[];
  log: Logger;
  /** Hosted's CPU time per request in ms (Linux only: read from /proc); 0 or undefined: not enforced. */
  cpuLimitMs?: number;
  /** Told when the process ends by itself (a crash), not when stopped. */
  onCrash(process: FunctionProcess, code: number | null, signal: NodeJS.Signals | null): void;
}

/**
 * One function in its own Deno process, as hosted gives each function its own isolate: its own memory limit, and a
 * crash ends only this function. The process listens on a loopback port that the gateway proxies to over
 * keep-alive connections (`agent`).
 */
export class FunctionProcess {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  readonly ready: Promise<number>;
  port = 0;
  /** Set when the process was ended for passing a resource limit: its requests are answered WORKER_RESOURCE_LIMIT. */
  limitReached = false;
  private readonly cpu: CpuBudget;
  private readonly child: ChildProcess;
  private stopping = false;
  private exited = false;
  private readonly exit: Promise<void>;

  constructor(private readonly options: FunctionProcessOptions) {
    const { spec, deno, env, readable, log } = options;
    const tmp = os.tmpdir();
    const args = [
      'run',
      '--no-lock',
      ...configArgs(spec),
      // Hosted's permissions: network, environment, its own files and a writable /tmp; no subprocesses, no FFI.
      '--allow-net',
      '--allow-env',
      `--allow-read=${[...readable, tmp].join(',')}`,
      `--allow-write=${tmp}`,
      `--v8-flags=--max-old-space-size=${MEMORY_LIMIT_MB}`,
      BOOTSTRAP,
      pathToFileURL(spec.entrypoint).href,
    ];
    // stdin is a pipe we never write to: the bootstrap exits when it closes (this process gone, however it ended).
    const child = spawn(deno, args, { env, stdio: ['pipe', 'pipe', 'pipe'], cwd: spec.dir });
    this.child = child;
    const flog = log.child({ function: spec.name });
    const cpuLimitMs = options.cpuLimitMs ?? 0;
    this.cpu = new CpuBudget({
      limitMs: cpuLimitMs,
      readCpuMs: () => (cpuLimitMs > 0 && child.pid ? processCpuMs(child.pid) : undefined),
      onExceeded: (spentMs) => {
        flog.warn({ cpuMs: Math.round(spentMs), limitMs: cpuLimitMs }, 'CPU time limit reached: process ended, as hosted ends the worker');
        this.limitReached = true;
        void this.stop();
      },
    });
    let output = '';
    const keep = (text: string) => {
      output = (output + text).slice(-KEPT_OUTPUT);
    };
    let resolveReady!: (port: number) => void;
    let rejectReady!: (err: Error) => void;
    this.ready = new Promise<number>((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    // A boot failure is handled by whoever awaits `ready`; keep an unawaited rejection from crashing Node.
    this.ready.catch(() => undefined);
    const bootTimer = setTimeout(() => {
      rejectReady(new BootError(`${spec.name} did not start listening within ${BOOT_TIMEOUT_MS / 1000} s`));
      this.stop();
    }, BOOT_TIMEOUT_MS);
    bootTimer.unref();

    lines(child.stdout!, (line) => {
      if (line.startsWith(LISTENING)) {
        this.port = Number(line.slice(LISTENING.length));
        clearTimeout(bootTimer);
        // Booting (compiling, npm imports) is not a request's CPU: counting starts once it listens.
        this.cpu.start();
        resolveReady(this.port);
        return;
      }
      keep(line + '\n');
      flog.info(line);
    });
    lines(child.stderr!, (line) => {
      keep(line + '\n');
      flog.warn(line);
    });
    this.exit = new Promise<void>((resolve) => {
      child.once('close', (code, signal) => {
        this.exited = true;
        clearTimeout(bootTimer);
        this.agent.destroy();
        if (!this.port) rejectReady(new BootError(bootMessage(spec, output, code)));
        else if (!this.stopping) options.onCrash(this, code, signal);
        resolve();
      });
      child.once('error', (err) => {
        // Spawning itself failed (no Deno binary): no exit event follows.
        this.exited = true;
        clearTimeout(bootTimer);
        rejectReady(new BootError(`${spec.name}: cannot run Deno (${err.message})`));
        resolve();
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Requests being proxied to it; a reload waits for them before ending the process. */
  get inFlight(): number {
    return this.cpu.inFlight;
  }

  /** A request starts: from now on it is charged its share of the process's CPU time. */
  begin(): CpuTicket {
    return this.cpu.begin();
  }

  end(ticket: CpuTicket): void {
    this.cpu.end(ticket);
  }

  /**
   * A request's connection to this process failed (the proxy says so before answering it): the process crashed or
   * stopped listening. It no longer takes requests, whether or not its exit has been reported yet, and is ended.
   */
  connectionLost(): void {
    if (this.stopping || this.exited) return;
    this.options.log.error({ function: this.options.spec.name }, 'function process lost a connection mid-request (a crash); it restarts on its next request');
    void this.stop();
  }

  get alive(): boolean {
    return !this.exited && !this.stopping;
  }

  /** Ends the process (SIGTERM, then SIGKILL if it lingers) and waits for it. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.cpu.stop();
    if (!this.exited) {
      this.child.kill('SIGTERM');
      const kill = setTimeout(() => this.child.kill('SIGKILL'), 2000);
      kill.unref();
      await this.exit;
      clearTimeout(kill);
    }
    this.agent.destroy();
  }

  /** Ends the process once the requests it is answering are done (a reload), or after `graceMs` at most. */
  async retire(graceMs = 10_000): Promise<void> {
    const until = Date.now() + graceMs;
    while (this.inFlight > 0 && !this.exited && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await this.stop();
  }
}

/**
 * A function's own deno.json (import map, compiler options), as the CLI deploys it; otherwise none: a deno.json
 * or package.json higher up in the repository is not the function's.
 */
export function configArgs(spec: FunctionSpec): string[] {
  const own = path.join(spec.dir, 'deno.json');
  return existsSync(own) ? ['--config', own] : ['--no-config'];
}

/** Deno's error for a file that does not parse or import names the file and line: keep that, drop the noise. */
export function bootMessage(spec: FunctionSpec, output: string, code: number | null): string {
  const useful = output
    .split('\n')
    .filter((l) => l.trim() && !/^Stack backtrace:|^\s+\d+: <unknown>/.test(l))
    .join('\n')
    .trim();
  return `function ${spec.name} failed to start (exit ${code})${useful ? `:\n${useful}` : ''}`;
}

function lines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    let i: number;
    while ((i = pending.indexOf('\n')) >= 0) {
      onLine(pending.slice(0, i));
      pending = pending.slice(i + 1);
    }
  });
  stream.on('end', () => {
    if (pending) onLine(pending);
  });
}
