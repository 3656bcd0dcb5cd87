import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { settleAnimations } from './helpers';

// axe-core's browser bundle, evaluated through the DevTools protocol, which the page's
// Content-Security-Policy does not restrict.
const axeSource = readFileSync(new URL(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe (WCAG 2.x A/AA) on the page as it is now and fails with a readable list of problems. */
export async function expectNoAxeViolations(page: Page, context = 'page'): Promise<void> {
  // Colours are judged as they end up, not halfway through a fade-in.
  await settleAnimations(page);
  // Once a document: the single-page app keeps it across its pages, and the source is large.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
    }));
  });
  expect(violations, `axe violations on ${context}`).toEqual([]);
}
