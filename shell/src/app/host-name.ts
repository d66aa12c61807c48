import areaTable from '@spotless/tooling/federation/areas.json';

/** The shell's Module Federation container name (must match the build's, so init() reuses the build's instance). */
export const HOST_CONTAINER: string = areaTable.host.container;
