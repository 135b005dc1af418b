/**
 * A check per paper page (`#v=1&paper=<id>`): it renders, runs every figure to the end in
 * the worker pool, and each figure's data table (ours and the paper's, cell by cell) equals
 * the one computed from `sim sweep` rows for the same scenario, overrides and seeds
 * (paper-expected.ts). Also: the paper's ringed points and legend, a screenshot at
 * 1280×720, and on the cheapest page (tls) cancel, the cache after closing and reopening,
 * and opening a point as a normal run. Prints what each page and its CLI side cost: the
 * pages' figures are 12 to 36 short runs each (3 seeds), 3 to 11 s per page in the browser
 * on a shared 2-core machine under heavy load; the `sim sweep` side took 3 to 7 s of CPU
 * per paper (about 30 s of CPU for all six).
 */
import type { Browser, Page } from 'playwright-core';
import { PAPER_IDS } from '../../../src/scenario/papers.ts';
import { assert, closeApp, openApp, OUT, waitForFinished } from '../app-page.ts';
import { axeScript, seriousViolations } from '../axe.ts';
import { expectedFigures } from '../paper-expected.ts';

/** The page's figures: their scenario, name, table (header, then rows) and paper points. */
async function pageFigures(page: Page) {
  return page.getByTestId('paper-figure').evaluateAll((figures) =>
    figures.map((f) => ({
      scenario: f.getAttribute('data-scenario') ?? '',
      figure: f.getAttribute('data-figure') ?? '',
      columns: [...f.querySelectorAll('table thead th')].map((c) => c.textContent ?? ''),
      rows: [...f.querySelectorAll('table tbody tr')].map((r) =>
        [...r.children].map((c) => c.textContent ?? ''),
      ),
      paperPoints: f.querySelectorAll('.paper-point').length,
      legend: f.querySelector('.chart-legend')?.textContent ?? '',
      reading: f.querySelector('[data-testid="paper-reading"]')?.textContent ?? '',
    })),
  );
}

async function waitForPaper(page: Page, timeout = 120_000): Promise<void> {
  await page
    .locator('[data-testid="paper-status"][data-phase="done"]')
    .waitFor({ timeout, state: 'attached' });
}

async function checkPaper(browser: Browser, id: string, extra?: (page: Page) => Promise<void>) {
  const cliStart = performance.now();
  const expected = await expectedFigures(id);
  const cliMs = performance.now() - cliStart;

  const app = await openApp(browser, `#v=1&paper=${id}`);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 720 });
  const pageStart = performance.now();
  await page.getByTestId('paper-page').waitFor({ timeout: 30_000 });
  if (extra !== undefined) await extra(page);
  await waitForPaper(page);
  const pageMs = performance.now() - pageStart;

  const shown = await pageFigures(page);
  assert(
    shown.length === expected.length,
    `${id}: ${shown.length} figures, ${expected.length} expected`,
  );
  shown.forEach((fig, i) => {
    const want = expected[i]!;
    const name = `${id} ${want.scenarioId} ${want.figure}`;
    assert(
      fig.scenario === want.scenarioId && fig.figure === want.figure,
      `${name}: shows ${fig.scenario} ${fig.figure}`,
    );
    assert(
      JSON.stringify(fig.columns) === JSON.stringify(want.table.columns),
      `${name} columns:\n  page ${JSON.stringify(fig.columns)}\n  cli  ${JSON.stringify(want.table.columns)}`,
    );
    assert(
      JSON.stringify(fig.rows) === JSON.stringify(want.table.rows),
      `${name} table:\n  page ${JSON.stringify(fig.rows)}\n  cli  ${JSON.stringify(want.table.rows)}`,
    );
    const published =
      want.table.rows.flat().length > 0 && want.table.columns.some((c) => c.includes('paper ('));
    assert(published, `${name}: no paper column`);
    assert(fig.legend.includes(`paper: ${want.figure}`), `${name} legend: ${fig.legend}`);
    const paperCells = want.table.rows.filter((r) =>
      r.some((c, k) => k > 0 && want.table.columns[k]!.includes('paper (') && c !== '—'),
    ).length;
    assert(paperCells === 0 || fig.paperPoints > 0, `${name}: no paper points drawn`);
    assert(!/[…?]/.test(fig.reading), `${name} reading not filled: ${fig.reading}`);
  });
  await page.screenshot({ path: `${OUT}/paper-${id}.png` });
  await page.screenshot({ path: `${OUT}/paper-${id}-full.png`, fullPage: true });
  await page
    .getByTestId('paper-figure')
    .first()
    .screenshot({ path: `${OUT}/paper-${id}-figure.png` });
  console.log(
    `    ${id}: page ${(pageMs / 1000).toFixed(1)} s to run its figures, sim sweep ${(cliMs / 1000).toFixed(1)} s`,
  );
  return app;
}

export const paperChecks: Record<string, (browser: Browser) => Promise<void>> = {};

for (const id of PAPER_IDS) {
  paperChecks[`paper page ${id} runs its figures and shows what sim sweep computes`] = async (
    browser,
  ) => {
    const app = await checkPaper(
      browser,
      id,
      id !== 'tls'
        ? undefined
        : async (page) => {
            // Cancel stops it and keeps the page; "Run the rest" carries on. A fast machine
            // can finish the figures between seeing Cancel and clicking it: then there is
            // nothing left to cancel.
            const cancel = page.getByTestId('paper-cancel');
            await cancel.click({ timeout: 3_000 }).catch(() => undefined);
            const status = page.getByTestId('paper-status');
            await status
              .and(page.locator('[data-phase="cancelled"], [data-phase="done"]'))
              .waitFor({ timeout: 120_000 });
            if ((await status.getAttribute('data-phase')) === 'cancelled') {
              await page.getByTestId('paper-run-again').click();
            }
          },
    );
    const { page } = app;
    if (id === 'tls') {
      // No serious or critical accessibility violation on a finished paper page.
      const script = axeScript();
      if (script !== null) {
        const violations = await seriousViolations(page, script);
        assert(violations.length === 0, `axe: ${JSON.stringify(violations)}`);
      }
      // Closed and reopened from the picker, the page shows its cached results at once.
      await page.getByTestId('paper-close').click();
      await page.locator('#scenario-select').selectOption(`paper:${id}`);
      await page
        .locator('[data-testid="paper-status"][data-phase="done"]')
        .waitFor({ timeout: 5_000 });
      const status = await page.getByTestId('paper-status').innerText();
      assert(/cache/.test(status), `reopened: ${status}`);
      assert(page.url().endsWith(`#v=1&paper=${id}`), `address: ${page.url()}`);
      // One click on a point opens it as a normal run on the timeline.
      await page.getByTestId('paper-open-point').nth(3).click(); // NEW ORDER on 8 CPUs, clear of the others
      await page.getByTestId('paper-page').waitFor({ state: 'detached', timeout: 5_000 });
      await waitForFinished(page, 60_000);
      assert(
        /[#&]s=/.test(page.url()),
        `the point's run is an edited scenario link: ${page.url()}`,
      );
      await page.screenshot({ path: `${OUT}/paper-${id}-opened-point.png` });
    }
    await closeApp(app);
  };
}

paperChecks[
  'a link to an unknown paper names link.paper and the allowed ids, and the default scenario runs'
] = async (browser) => {
  const app = await openApp(browser, '#v=1&paper=nope');
  const { page } = app;
  const problem = await page.getByTestId('link-problem').innerText();
  assert(/link\.paper: no paper "nope"/.test(problem), `problem: ${problem}`);
  for (const id of PAPER_IDS) assert(problem.includes(id), `${id} missing from: ${problem}`);
  await waitForFinished(page, 60_000);
  assert((await page.getByTestId('paper-page').count()) === 0, 'a paper page opened');
  await closeApp(app);
};
