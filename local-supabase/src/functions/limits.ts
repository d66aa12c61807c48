/** Hosted's runtime limits that local-supabase enforces (0: not enforced). */
export interface FunctionLimits {
  /** CPU time per request, async I/O not counted: hosted's 2 s. */
  cpuMs: number;
  /** How long one worker lives: hosted's 150 s (free plan) or 400 s (paid). */
  wallClockMs: number;
}

export const HOSTED_LIMITS: FunctionLimits = { cpuMs: 2000, wallClockMs: 150_000 };

/**
 * The limits from the environment: FUNCTIONS_CPU_LIMIT_MS and FUNCTIONS_WALL_CLOCK_S (0 turns one off, e.g. to
 * debug a function with breakpoints); hosted's free-plan figures otherwise.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): FunctionLimits {
  const read = (value: string | undefined, fallback: number, scale: number) => {
    const n = Number(value);
    return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.round(n * scale) : fallback;
  };
  return {
    cpuMs: read(env.FUNCTIONS_CPU_LIMIT_MS, HOSTED_LIMITS.cpuMs, 1),
    wallClockMs: read(env.FUNCTIONS_WALL_CLOCK_S, HOSTED_LIMITS.wallClockMs, 1000),
  };
}
