import path from 'node:path';

export interface TermiiConfig {
  port: number;
  host: string;
  /** The one API key this Termii accepts (Termii's live keys are opaque strings like this one). */
  apiKey: string;
  dataDir: string;
}

/** A key in Termii's format, so the product wired to it looks like one wired to a Termii account. */
export const DEFAULT_API_KEY = 'TLlocaltermii000000000000000000000000000000000000000000000000';

/** Settings from the environment (README), overridable piece by piece by the caller. */
export function loadConfig(overrides: Partial<TermiiConfig> = {}, env: NodeJS.ProcessEnv = process.env): TermiiConfig {
  return {
    port: Number(env.PORT ?? 54332),
    host: env.HOST ?? '127.0.0.1',
    apiKey: env.TERMII_API_KEY || DEFAULT_API_KEY,
    dataDir: path.resolve(env.DATA_DIR ?? '.data/termii'),
    ...overrides,
  };
}
