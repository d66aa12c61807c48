import type { Benchmark } from './lib/report';
export const scaleBench: Benchmark = { name: 'scale', title: '5. Scale', async run() { return { tables: [] }; } };
