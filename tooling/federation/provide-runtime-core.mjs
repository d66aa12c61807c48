// Runtime plugin of the host (shell): publishes its Module Federation runtime core on the global that remotes built
// with `experiments.externalRuntime` read (`_FEDERATION_RUNTIME_CORE`), so no remoteEntry.js carries a second copy.
//
// Why not @module-federation/enhanced's `provideExternalRuntime`: its plugin is CommonJS and requires the CommonJS
// build of the runtime core, so the host ended up with two runtime cores (the ESM one its own federation runtime uses
// plus the CommonJS one it published), about 28 KB gzip. This file is ESM and imports the same module the host's
// federation runtime imports (create-config pins '@module-federation/runtime-core' to its ESM build), so the host has
// one runtime core and shares exactly that one.
import * as runtimeCore from '@module-federation/runtime-core';

const GLOBAL_KEY = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'spotless-provide-runtime-core',
    beforeInit(args) {
      // Remotes read it as webpack's 'global' external: globalThis._FEDERATION_RUNTIME_CORE.
      const target = globalThis;
      if (!target[GLOBAL_KEY]) {
        target[GLOBAL_KEY] = runtimeCore;
        target[`${GLOBAL_KEY}_FROM`] = { name: args.options.name, version: 'spotless' };
      }
      return args;
    },
  };
}
