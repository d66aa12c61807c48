import axe from 'axe-core';

/**
 * axe's serious and critical violations under `root`, one line each. jsdom has no layout, so colour contrast is left
 * to the browser checks (e2e), and a story is a fragment, so the landmark ("region") rule does not apply.
 */
export async function seriousAccessibilityViolations(root: HTMLElement): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
