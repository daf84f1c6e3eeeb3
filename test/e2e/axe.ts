import { readFile } from 'node:fs/promises';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { root } from './harness.ts';

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: unknown[]; failureSummary: string }[];
}

let source: Promise<string> | null = null;
const axeSource = () => (source ??= readFile(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8'));

/** Runs axe-core over the whole document (it walks open shadow roots) and fails with what it found in `state`. */
export async function assertNoViolations(page: Page, state: string): Promise<void> {
  // Evaluated through the DevTools protocol: the app's CSP (no inline script) does not apply, as a script tag's would.
  await page.evaluate(await axeSource());
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${JSON.stringify(n.target)}: ${n.failureSummary.replace(/\n/g, ' ')}`).join('\n'),
  );
  assert.deepEqual(found, [], `axe-core in "${state}":\n${found.join('\n')}`);
}
