import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// @spotless/shared-ui/antd is a Module Federation shared singleton, and shared modules are not tree-shaken: whatever
// the entry imports statically ships to every dashboard as soon as any screen imports anything from it. So the entry
// must reach antd (and dayjs) only through dynamic import(): this walks its static import graph (relative imports,
// `import type` excluded since it is erased) and checks that no module in it imports antd values.

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

/** Static value imports and re-exports of a module (not `import type`, not dynamic `import()`). */
function staticValueImports(source: string): string[] {
  const statements = source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+['"]([^'"]+)['"]/gm);
  return [...statements].filter((m) => !m[2]).map((m) => m[4]!);
}

function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const specs = staticValueImports(readFileSync(file, 'utf8'));
    graph.set(file, specs);
    for (const spec of specs) {
      if (!spec.startsWith('.')) continue;
      const target = resolveModule(file, spec);
      if (target) queue.push(target);
    }
  }
  return graph;
}

const antdDir = join(__dirname, '..', 'antd');

test('the antd entry reaches antd and dayjs only through dynamic imports', () => {
  const graph = staticGraph(join(antdDir, 'index.ts'));
  // The wrappers are in the graph, their implementations are not.
  expect(graph.has(join(antdDir, 'DataTable.tsx'))).toBe(true);
  expect([...graph.keys()].filter((file) => file.includes(`${join(antdDir, 'impl')}`))).toEqual([]);
  const offenders = [...graph.entries()]
    .filter(([, specs]) => specs.some((s) => /^(antd|@ant-design|rc-|@rc-component|dayjs)/.test(s)))
    .map(([file]) => relative(antdDir, file));
  expect(offenders).toEqual([]);
});

test('the import scanner sees value imports and ignores type-only ones', () => {
  expect(staticValueImports("import { Table } from 'antd';\nimport type { TableProps } from 'antd';\nexport { x } from './x';")).toEqual([
    'antd',
    './x',
  ]);
});
