/**
 * "Explain the difference" in the app: elr-figure8's results table offers Explain on each
 * row; the explanation from strict 2PL (A) to a picked other run (B) shows a waterfall
 * whose data table's parts sum to the difference it shows, and whose means are the results
 * table's. The compare view opens the same explanation for two runs it picks. Saves
 * screenshots of both for a person to look at.
 */
import type { Locator, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import {
  assert,
  closeApp,
  openApp,
  resultRows,
  screenshot,
  showPageTab,
  waitForFinished,
} from '../app-page.ts';

/** The number a cell shows ('+4.00', '-42.0', '1,538'), and half a unit of its last digit. */
function reading(cell: string): { value: number; half: number } {
  const text = cell.trim().replaceAll(',', '');
  const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
  return { value: Number(text), half: 0.5 * 10 ** -decimals };
}

/** The explanation's data table: its step rows and its last row (the means), as cells. */
async function explainTable(section: Locator): Promise<{ steps: string[][]; means: string[] }> {
  const details = section.locator('details.chart-data');
  await details.locator('summary').click();
  const rows = await details
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
    );
  assert(rows.length >= 2, `explanation table rows: ${JSON.stringify(rows)}`);
  return { steps: rows.slice(0, -1), means: rows.at(-1)! };
}

/** Asserts the steps' differences sum to the shown difference within the table's rounding. */
function assertSums(steps: string[][], means: string[], what: string): void {
  const diff = reading(means[3]!);
  let sum = 0;
  let slack = diff.half;
  for (const s of steps) {
    const r = reading(s[3]!);
    assert(Number.isFinite(r.value), `${what}: unreadable difference ${s[3]} in ${s[0]}`);
    sum += r.value;
    slack += r.half;
  }
  assert(
    Math.abs(sum - diff.value) <= slack + 1e-9,
    `${what}: the parts sum to ${sum}, the difference shown is ${diff.value} (slack ${slack}): ${JSON.stringify(steps)}`,
  );
  const a = reading(means[1]!);
  const b = reading(means[2]!);
  assert(
    Math.abs(b.value - a.value - diff.value) <= a.half + b.half + diff.half + 1e-9,
    `${what}: B - A is ${b.value - a.value}, shown ${diff.value}`,
  );
}

async function meanResponseByTitle(page: Page): Promise<Map<string, string>> {
  const rows = await resultRows(page);
  return new Map(
    rows.map((r) => {
      const cells = r.split('\t').map((c) => c.trim());
      return [cells[0]!, cells[2]!];
    }),
  );
}

export const explainChecks = {
  async 'explain the difference: elr-figure8 waterfall sums to the shown difference'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=elr-figure8');
    const { page } = app;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await waitForFinished(page, 60_000);
    await showPageTab(page, 'Results');
    const means = await meanResponseByTitle(page);
    const titles = [...means.keys()];
    assert(titles.length === 4, `result rows: ${titles.join(' | ')}`);

    // From the results table: Explain on the first row, then pick the second run as B.
    await page.getByRole('button', { name: `Explain the difference from ${titles[0]}` }).click();
    const section = page.getByTestId('explain').first();
    await section.waitFor();
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    assert(focused === 'Explain the difference', `focus after Explain: ${focused}`);
    await section.getByLabel('Run B').selectOption({ label: titles[1]! });
    const chart = section.getByTestId('waterfall-chart');
    await chart.waitFor();
    const svgName = await chart.locator('svg').getAttribute('aria-labelledby');
    assert(svgName !== null, 'the waterfall SVG has no accessible name');
    const { steps, means: shown } = await explainTable(section);
    assertSums(steps, shown, `${titles[0]} → ${titles[1]}`);
    assert(
      shown[1] === means.get(titles[0]!),
      `A's mean ${shown[1]} vs table ${means.get(titles[0]!)}`,
    );
    assert(
      shown[2] === means.get(titles[1]!),
      `B's mean ${shown[2]} vs table ${means.get(titles[1]!)}`,
    );
    const lockLog = steps.find((s) => /root waiting for the log flush/.test(s[0]!));
    assert(
      lockLog !== undefined && reading(lockLog[3]!).value < 0,
      `early lock release removes lock wait behind the flush: ${JSON.stringify(lockLog)}`,
    );
    await section.screenshot({ path: 'test-output/explain-results.png' });
    await page
      .getByRole('region', { name: 'Results table' })
      .screenshot({ path: 'test-output/explain-results-table.png' });

    // From the compare view: side by side, then its button opens the explanation (first two
    // runs) on the Results tab.
    await showPageTab(page, 'Workbench');
    await page.getByTestId('compare-all').check();
    await page.getByTestId('explain-compare-open').click();
    const compare = page.getByTestId('compare-explain');
    await compare.waitFor();
    const inCompare = compare.getByTestId('explain');
    await inCompare.getByTestId('waterfall-chart').waitFor();
    await inCompare.getByLabel('Run B').selectOption({ label: titles[3]! });
    const last = await explainTable(inCompare);
    assertSums(last.steps, last.means, `${titles[0]} → ${titles[3]} (compare view)`);
    await inCompare.screenshot({ path: 'test-output/explain-compare.png' });
    await screenshot(page, 'explain-page');
    await closeApp(app);
  },
};
