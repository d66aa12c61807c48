import type { Benchmark } from './lib/report';
export const realtimeBench: Benchmark = { name: 'realtime', title: '4. Realtime', async run() { return { tables: [] }; } };
