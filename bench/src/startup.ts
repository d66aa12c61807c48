import type { Benchmark } from './lib/report';
export const startupBench: Benchmark = { name: 'startup', title: '6. Start-up', async run() { return { tables: [] }; } };
