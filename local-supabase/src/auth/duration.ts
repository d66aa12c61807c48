const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  'µs': 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Parses a Go duration ("24h", "1h30m", "876000h", "90s") as GoTrue's `ban_duration` takes it.
 * Returns milliseconds, or undefined when the text is not a duration.
 */
export function parseGoDuration(text: string): number | undefined {
  const s = text.trim();
  if (!s) return undefined;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    total += Number(m[1]) * UNIT_MS[m[2]!]!;
    consumed = re.lastIndex;
  }
  return consumed === s.length ? total : undefined;
}
