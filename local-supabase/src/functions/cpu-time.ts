import { readFileSync } from 'node:fs';

/**
 * Linux reports a process's CPU time in clock ticks of USER_HZ, which is 100 on every architecture Node runs on
 * (the kernel fixes it for user space; sysconf(_SC_CLK_TCK) says the same).
 */
const TICK_MS = 10;

/**
 * CPU time a process has used so far (user + system, all its threads), in milliseconds, from /proc/<pid>/stat; or
 * undefined where there is no /proc (macOS, Windows) or the process is gone. The command name (field 2) may hold
 * spaces and parentheses, so the fields are counted from its closing parenthesis.
 */
export function processCpuMs(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (field 14) and stime (field 15) are at 11 and 12.
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) return undefined;
  return (user + system) * TICK_MS;
}
