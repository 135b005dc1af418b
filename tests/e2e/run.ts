/**
 * End-to-end tests in real Chromium against the production build. A plain runner (no test
 * framework): each check is a named async function; the last line is "N passed, N failed".
 * Screenshots of the main views go to test-output/ for a person to look at.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { createSimulation } from '../../src/engine/index.ts';
import { planRuns } from '../../src/scenario/run-plan.ts';
import { BASE_URL, launchChromium, openPage, startPreview, stopPreview } from './browser.ts';

const OUT = 'test-output';
mkdirSync(OUT, { recursive: true });

type Check = (browser: Browser) => Promise<void>;

function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** What the engine gives for each variant of a built-in scenario, run here in Node. */
function expectedCommitted(id: string): Map<string | null, number> {
  const doc: unknown = JSON.parse(readFileSync(`scenarios/${id}.json`, 'utf8'));
  const plan = planRuns(doc);
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return new Map(
    plan.value.map((r) => [r.variant, createSimulation(r.scenario).runToEnd().committed]),
  );
}

const checks: Record<string, Check> = {
  async 'the default scenario runs on load and shows the same results as the engine in Node'(
    browser,
  ) {
    const errors: string[] = [];
    const page = await openPage(browser, errors);
    await page.goto(BASE_URL);
    const table = page.getByRole('region', { name: 'Results table' });
    await table.locator('tbody tr').nth(1).waitFor({ timeout: 20_000 });
    const rows = await table.locator('tbody tr').allInnerTexts();
    const expected = expectedCommitted('textbook-2pl');
    assert(
      rows.length === expected.size,
      `expected ${expected.size} result rows, got ${rows.length}`,
    );
    for (const [variant, committed] of expected) {
      const shown = rows.some((r) => r.split('\t').includes(committed.toLocaleString('en-US')));
      assert(
        shown,
        `variant ${variant}: ${committed} committed not shown in ${JSON.stringify(rows)}`,
      );
    }
    await page.screenshot({ path: `${OUT}/default-scenario.png`, fullPage: true });
    assert(errors.length === 0, errors.join('\n'));
    await page.close();
  },

  async 'an invalid seed shows a message naming the field and the app keeps working'(browser) {
    const errors: string[] = [];
    const page = await openPage(browser, errors);
    await page.goto(BASE_URL);
    await page.getByRole('region', { name: 'Results table' }).locator('tbody tr').first().waitFor();
    await page.getByLabel('Seed').fill('12x');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const message = await page.locator('#seed-error').innerText();
    assert(/seed/i.test(message), `expected a seed error, got "${message}"`);
    await page.getByLabel('Seed').fill('5');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /seed 5/ })
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${OUT}/seed-error-recovered.png`, fullPage: true });
    assert(errors.length === 0, errors.join('\n'));
    await page.close();
  },
};

const server = await startPreview();
let passed = 0;
let failed = 0;
const browser = await launchChromium();
try {
  for (const [name, check] of Object.entries(checks)) {
    try {
      await check(browser);
      passed++;
      console.log(`  ✓ ${name}`);
    } catch (e) {
      failed++;
      console.log(`  ✗ ${name}\n    ${(e as Error).message.split('\n').join('\n    ')}`);
    }
  }
} finally {
  await browser.close();
  stopPreview(server);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
