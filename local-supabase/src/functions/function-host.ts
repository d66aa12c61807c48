import path from 'node:path';
import type { Logger } from 'pino';
import { discoverFunctions, type FunctionSpec } from './catalog';
import { readEnvFile } from './env-file';
import { functionEnv, type PlatformEnv } from './function-env';
import { BootError, FunctionProcess } from './function-process';
import { HOSTED_LIMITS, type FunctionLimits } from './limits';
import { IDLE_TIMEOUT_MS } from './proxy';

/** After a failed boot, requests are answered BOOT_ERROR at once for this long (or until a file changes). */
const BOOT_RETRY_MS = 5000;

interface Slot {
  spec: FunctionSpec;
  process?: FunctionProcess;
  failedUntil?: number;
}

export interface FunctionHostOptions {
  functionsDir: string;
  /** The secrets file; default `<functionsDir>/.env`. Read at every process start. */
  envFile?: string;
  deno: string;
  denoDir: string;
  log: Logger;
  /** Known once the server listens; read at each boot. */
  platformEnv(): PlatformEnv;
  limits?: FunctionLimits;
}

/**
 * The functions of a folder and their Deno processes: each started on its first request (a cold start, as on
 * hosted), restarted on its next request after a crash, and replaced when its files change.
 */
export class FunctionHost {
  private slots = new Map<string, Slot>();
  private stopped = false;
  private readonly lifetimes = new Set<NodeJS.Timeout>();

  constructor(private readonly options: FunctionHostOptions) {
    this.rescan();
  }

  /** The function called `name`, or undefined when there is none (or it is disabled). */
  spec(name: string): FunctionSpec | undefined {
    return this.slots.get(name)?.spec;
  }

  names(): string[] {
    return [...this.slots.keys()];
  }

  /** A running process for `name`, booting one if needed; throws BootError when it cannot start. */
  async process(name: string): Promise<FunctionProcess> {
    // A process replaced while it booted (its files changed again) hands its waiting requests to the new one.
    for (let attempt = 0; ; attempt++) {
      const slot = this.slots.get(name);
      if (!slot || this.stopped) throw new BootError(`function ${name} is not served`);
      if (slot.failedUntil && Date.now() < slot.failedUntil) throw new BootError(`function ${name} failed to start`);
      const proc = slot.process?.alive ? slot.process : this.boot(slot);
      try {
        await proc.ready;
        return proc;
      } catch (err) {
        if (slot.process === proc) {
          slot.process = undefined;
          slot.failedUntil = Date.now() + BOOT_RETRY_MS;
          this.options.log.error({ function: name }, (err as Error).message);
          throw err;
        }
        if (attempt >= 3) throw err;
      }
    }
  }

  /** Ended by stop(): work started for the host (the start-time check) ends with it. */
  readonly stopSignal = new AbortController();

  get deno(): string {
    return this.options.deno;
  }

  specs(): FunctionSpec[] {
    return [...this.slots.values()].map((s) => s.spec);
  }

  /** The environment of a function's process, read now (secrets file included). */
  env(): Record<string, string> {
    const { functionsDir, envFile, denoDir, log } = this.options;
    const secrets = readEnvFile(envFile ?? path.join(functionsDir, '.env'));
    const { env, skipped } = functionEnv(this.options.platformEnv(), secrets, denoDir);
    if (skipped.length) log.warn({ skipped }, 'secrets named SUPABASE_* are reserved for the platform and were skipped');
    return env;
  }

  private boot(slot: Slot): FunctionProcess {
    const { functionsDir, deno, denoDir, log } = this.options;
    const env = this.env();
    const limits = this.options.limits ?? HOSTED_LIMITS;
    const proc = new FunctionProcess({
      spec: slot.spec,
      deno,
      env,
      readable: [functionsDir, denoDir],
      log,
      cpuLimitMs: limits.cpuMs,
      onCrash: (crashed, code, signal) => {
        log.error({ function: slot.spec.name, code, signal }, 'function process ended; it restarts on its next request');
        if (slot.process === crashed) slot.process = undefined;
      },
    });
    slot.process = proc;
    if (limits.wallClockMs > 0) this.endAtWallClock(slot, proc, limits.wallClockMs);
    return proc;
  }

  /**
   * Hosted retires a worker once it has lived its wall-clock limit, whatever it holds in memory or still does in the
   * background: from then on new requests go to a fresh process (a cold start), the old one finishes the requests it
   * has (bounded by the idle timeout) and ends.
   */
  private endAtWallClock(slot: Slot, proc: FunctionProcess, wallClockMs: number): void {
    proc.ready.then(
      () => {
        const timer = setTimeout(() => {
          this.lifetimes.delete(timer);
          if (slot.process !== proc || !proc.alive) return;
          this.options.log.info({ function: slot.spec.name, wallClockMs }, 'function worker reached its wall-clock limit; new requests start a new one');
          slot.process = undefined;
          void proc.retire(IDLE_TIMEOUT_MS);
        }, wallClockMs);
        timer.unref();
        this.lifetimes.add(timer);
      },
      () => undefined,
    );
  }

  /**
   * Files changed under the functions folder (paths relative to it): a function's own folder reloads that function;
   * anything else (_shared, .env, a new or removed function) reloads them all. Running processes finish the
   * requests they have, new requests go to a fresh process.
   */
  reload(changed: string[]): void {
    if (this.stopped) return;
    const names = new Set<string>();
    let all = false;
    for (const file of changed) {
      const top = file.split(/[\\/]/)[0]!;
      if (this.slots.has(top) && file !== top) names.add(top);
      else all = true;
    }
    if (all) {
      this.rescan();
      for (const name of this.slots.keys()) names.add(name);
    }
    for (const name of names) {
      const slot = this.slots.get(name);
      if (!slot) continue;
      slot.failedUntil = undefined;
      const old = slot.process;
      slot.process = undefined;
      if (old) void old.retire();
    }
    this.options.log.info({ functions: [...names] }, 'functions reloaded');
  }

  /** Re-reads the folder and config.toml; processes of functions that went away are ended. */
  private rescan(): void {
    const specs = discoverFunctions(this.options.functionsDir);
    const next = new Map<string, Slot>();
    for (const spec of specs) {
      const slot = this.slots.get(spec.name);
      next.set(spec.name, slot ? Object.assign(slot, { spec }) : { spec });
    }
    for (const [name, slot] of this.slots) if (!next.has(name) && slot.process) void slot.process.retire();
    this.slots = next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopSignal.abort();
    for (const timer of this.lifetimes) clearTimeout(timer);
    this.lifetimes.clear();
    await Promise.all([...this.slots.values()].map((s) => s.process?.stop()));
  }
}
