// Loads an area's exposed './App' through the federation runtime and checks it honours the remote contract. A remote
// that is down must fail within seconds (so the visitor sees Retry), not after the runtime's long script time-out.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteAppSpecifier, type AreaName, type RemoteApp } from '@spotless/tooling/federation/remote-contract';

export const AREA_LOAD_TIMEOUT_MS = 15_000;

export type AreaLoader = () => Promise<RemoteApp>;

export class AreaLoadError extends Error {
  constructor(
    readonly area: string,
    reason: string,
  ) {
    super(`The ${area} area could not be loaded: ${reason}`);
    this.name = 'AreaLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, area: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AreaLoadError(area, `no answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Accepts what loadRemote returned only if it is a module whose default export is a component. */
export function toRemoteApp(module: unknown, area: string): RemoteApp {
  const candidate = (module as { default?: unknown } | null | undefined)?.default;
  if (typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)) {
    return candidate as RemoteApp;
  }
  throw new AreaLoadError(area, 'its ./App module has no default-exported component');
}

export function federatedAreaLoader(area: AreaName, timeoutMs = AREA_LOAD_TIMEOUT_MS): AreaLoader {
  return async () => {
    const module = await withTimeout(loadRemote<unknown>(remoteAppSpecifier(area)), timeoutMs, area);
    return toRemoteApp(module, area);
  };
}
