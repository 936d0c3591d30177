/**
 * axe-core in the page under test: the serious and critical WCAG violations it finds on the page
 * as it is now, one line each (rule, impact, help and up to three targets). Specs assert the list
 * is empty. Pages under the shop's strict CSP need `test.use({ bypassCSP: true })` to run it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './fixtures';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** `within`: a CSS selector to check only that part of the page (the whole document by default). */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document | string, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(selector ?? document, { resultTypes: ['violations'] })).violations;
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
