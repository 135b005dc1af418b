/**
 * axe-core in the browser checks: injects axe.min.js into a page and returns the serious
 * and critical violations. The script is looked up at AXE_CORE_PATH, else in the project's
 * node_modules; when neither has it, `axeScript` is null and the caller says the check
 * was skipped (the project does not yet list axe-core among its dev dependencies).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export function axeScript(): string | null {
  const candidates = [process.env['AXE_CORE_PATH'], 'node_modules/axe-core/axe.min.js'];
  for (const path of candidates) if (path && existsSync(path)) return readFileSync(path, 'utf8');
  return null;
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical violations on the page as it stands. */
export async function seriousViolations(page: Page, script: string): Promise<AxeViolation[]> {
  // Through the debugging protocol: the page's Content-Security-Policy refuses inline scripts.
  await page.evaluate(`${script}\n;true`);
  return page.evaluate(async () => {
    interface Result {
      passes: unknown[];
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    }
    const axe = (globalThis as unknown as { axe: { run(): Promise<Result> } }).axe;
    const result = await axe.run();
    if (result.passes.length === 0) throw new Error('axe-core checked nothing');
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => String(n.target[0])),
      }));
  });
}
