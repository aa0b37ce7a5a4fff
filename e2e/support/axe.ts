// Accessibility checks for browser journeys: axe-core through @axe-core/playwright (installed
// from the lockfile, so a fresh clone has it; it evaluates axe in the page, so the shop's
// Content-Security-Policy needs no exception). Answers the violations as 'rule: targets'.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
