// Runtime plugin of the host (shell): warns in the console when an area was built against other versions of the
// shared singletons than the page runs (a remote deployed on its own from an older lockfile, say). The page still uses
// the one copy it has; the warning tells the operator which area to rebuild.
//
// Why here and not through Module Federation's `requiredVersion`: the runtime checks that with its semver parser,
// whose first use compiles a dozen regular expressions during the start-up task of every page (about 7 ms of a
// 30 ms task on our 2-core machine, several times that on a phone). Our versions are exact, so comparing strings once
// per area manifest says the same thing.

/** The host's shared modules as the federation runtime keeps them: package name → provided versions. */
export type HostShared = Readonly<Record<string, readonly { version?: string }[] | undefined>>;
/** An area's shared modules as its manifest lists them. */
export type AreaShared = readonly { sharedName: string; version?: string }[];

/** Human-readable lines for every singleton the area was built with at another version than the page provides. */
export function singletonMismatches(area: string, hostShared: HostShared, areaShared: AreaShared | undefined): string[] {
  const problems: string[] = [];
  for (const { sharedName, version } of areaShared ?? []) {
    const provided = hostShared[sharedName]?.map((entry) => entry.version).filter((v): v is string => Boolean(v)) ?? [];
    if (!version || provided.length === 0 || provided.includes(version)) continue;
    problems.push(`${area} was built with ${sharedName} ${version}, but the page runs ${provided.join(', ')}: rebuild ${area} against the shell's versions.`);
  }
  return problems;
}

interface SnapshotArgs {
  options: { shared?: HostShared };
  moduleInfo: { name: string };
  remoteSnapshot?: { shared?: AreaShared };
}

export default function singletonVersionsPlugin() {
  return {
    name: 'spotless-singleton-versions',
    loadRemoteSnapshot<T extends SnapshotArgs>(args: T): T {
      for (const problem of singletonMismatches(args.moduleInfo.name, args.options.shared ?? {}, args.remoteSnapshot?.shared)) console.warn(`[federation] ${problem}`);
      return args;
    },
  };
}
