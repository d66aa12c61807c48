import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';

// The root entry must stay free of antd so public pages' first paint does not pay for it. This walks the real
// import graph of src/index.ts (relative imports only) and checks no module in it imports antd or antd icons.
function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const specs = [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
      (m) => (m[1] ?? m[2])!,
    );
    graph.set(file, specs);
    for (const spec of specs) {
      if (!spec.startsWith('.')) continue;
      const target = resolveModule(file, spec);
      if (target) queue.push(target);
    }
  }
  return graph;
}

test('the root entry never imports antd', () => {
  const graph = importGraph(join(__dirname, '..', 'index.ts'));
  expect(graph.size).toBeGreaterThan(20);
  const offenders = [...graph.entries()].filter(([, specs]) => specs.some((s) => /^(antd|@ant-design|rc-|@rc-component|dayjs)/.test(s)));
  expect(offenders.map(([file]) => file)).toEqual([]);
});

test('the antd entry does not re-export all of antd', () => {
  const dir = join(__dirname, '..', 'antd');
  const sources = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\./.test(f)).map((f) => readFileSync(join(dir, f), 'utf8'));
  expect(sources.some((s) => /export\s+\*\s+from\s+['"]antd['"]/.test(s))).toBe(false);
  expect(sources.some((s) => /import\s+\*\s+as\s+\w+\s+from\s+['"]antd['"]/.test(s))).toBe(false);
});
