// The short account of failed and flaky Playwright tests that `pnpm test` prints last: CI keeps only the tail of a
// run's output, and the list reporter's errors scroll far above the summary.
import { existsSync, readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const ANSI = /\u001b\[[0-9;]*m/g;

/** Each test's title path, outcome and the first lines of its errors, from the JSON reporter's file. */
function unhealthyTests(report) {
  const found = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const errors = test.results
          .flatMap((r) => r.errors ?? [])
          .map((e) => {
            const at = e.location ? `\n(at ${e.location.file.split('/e2e/').pop()}:${e.location.line})` : '';
            return `${(e.message ?? String(e.value ?? '')).replace(ANSI, '').split('\n').slice(0, 4).join('\n')}${at}`;
          });
        found.push({ title: [...titles, spec.title].join(' › '), line: `${spec.file}:${spec.line}`, status: test.status, errors });
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return found;
}

/** At most `maxLines` lines: per unhealthy test its location and the first lines of its first error. */
export function e2eFailureDigest(reportPath, maxLines = 24) {
  if (!existsSync(reportPath)) return '';
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    return '';
  }
  const lines = [];
  for (const t of unhealthyTests(report)) {
    lines.push(`${t.status === 'flaky' ? 'FLAKY' : 'FAILED'} ${t.line} ${t.title}`);
    const first = (t.errors[0] ?? '').split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() !== '');
    for (const l of first.slice(0, 5)) lines.push(`    ${l.slice(0, 220)}`);
  }
  if (lines.length > maxLines) return [...lines.slice(0, maxLines - 1), `    … ${lines.length - maxLines + 1} more line(s)`].join('\n');
  return lines.join('\n');
}
