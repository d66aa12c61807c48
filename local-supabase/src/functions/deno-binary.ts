import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The Deno executable that the pinned `deno` npm package brings. The package ships the binary in an optional
 * platform package (`@deno/linux-x64-glibc` and so on); its own install script only copies that binary next to
 * itself, and pnpm 10 does not run install scripts unless allowed, so we resolve the platform package directly:
 * nothing is downloaded at run time and no install script is needed. `DENO_BINARY` overrides (another Deno build).
 */
export function denoBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DENO_BINARY) return env.DENO_BINARY;
  const packageDir = path.dirname(require.resolve('deno/package.json'));
  const file = os.platform() === 'win32' ? 'deno.exe' : 'deno';
  // Where the install script would have put it (npm, or pnpm with the script allowed).
  const copied = path.join(packageDir, file);
  if (existsSync(copied)) return copied;
  const platformPackage = `@deno/${platformTarget()}`;
  let platformDir: string;
  try {
    platformDir = path.dirname(require.resolve(`${platformPackage}/package.json`, { paths: [packageDir] }));
  } catch {
    throw new Error(`Deno for this platform (${platformPackage}) is not installed: run pnpm install`);
  }
  return path.join(platformDir, file);
}

function platformTarget(): string {
  const arch = os.arch();
  if (arch !== 'x64' && arch !== 'arm64') throw new Error(`Deno has no build for ${arch}`);
  // The npm package has glibc builds only for Linux.
  return os.platform() === 'linux' ? `linux-${arch}-glibc` : `${os.platform()}-${arch}`;
}
