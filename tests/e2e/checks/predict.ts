/**
 * Predict, then run, and the theory overlay, in the page: a homework link (`predict=1`)
 * holds the sweep until the student sketches (clicks, a drag, arrow keys on a point); the
 * sweep then runs and the chart keeps the sketch as "your prediction" beside the results
 * and the dashed theory lines, with a one-line verdict. Screenshots at 1280×720.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { encodeLink } from '../../../src/scenario/url-codec.ts';
import {
  assert,
  closeApp,
  openApp,
  screenshot,
  showPageTab,
  waitForFinished,
} from '../app-page.ts';
import { axeScript, seriousViolations } from '../axe.ts';

/** mpl-thrashing, short runs and six points, so the sweep ends in seconds. */
function homeworkLink(): string {
  const doc = JSON.parse(
    readFileSync(new URL('../../../scenarios/mpl-thrashing.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown> & { sweep: { values: number[] } };
  delete doc['$schema'];
  doc['run'] = { durationMs: 4000, warmupMs: 500 };
  doc.sweep.values = [2, 5, 10, 20, 40, 60];
  return `#${encodeLink({
    scenario: { kind: 'inline', doc },
    seed: null,
    variant: null,
    playheadMs: null,
    embed: false,
    predict: true,
  })}`;
}

export const predictChecks = {
  async 'predict-then-run: a predict=1 link waits for a sketch; after the sweep the sketch, theory and a verdict are shown'(
    browser: Browser,
  ) {
    const app = await openApp(browser, homeworkLink());
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page);
    await showPageTab(page, 'Sweep');
    const section = page.locator('.sweep-section');
    await section.scrollIntoViewIfNeeded();
    const run = page.getByTestId('run-sweep');
    assert(await run.isDisabled(), 'the sweep runs before a prediction');
    const surface = page.getByTestId('prediction-surface');
    await surface.waitFor();
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    const handles = section.locator('.prediction-handle');
    assert((await handles.count()) === 6, `six points to place, not ${await handles.count()}`);
    // Click four points, drag one, place the last with the keyboard.
    const heights = [0.15, 0.35, 0.6, 0.75, 0.7];
    for (let i = 0; i < 4; i++) {
      const h = (await handles.nth(i).boundingBox())!;
      await page.mouse.click(h.x + h.width / 2, box.y + box.height * (1 - heights[i]!));
    }
    const fifth = (await handles.nth(4).boundingBox())!;
    const x5 = fifth.x + fifth.width / 2;
    await page.mouse.move(x5, box.y + box.height * 0.9);
    await page.mouse.down();
    await page.mouse.move(x5, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.move(x5, box.y + box.height * (1 - heights[4]!), { steps: 5 });
    await page.mouse.up();
    await handles.nth(5).focus();
    for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowDown');
    const sketch = section.locator('.chart-prediction');
    const placed = Number(await sketch.getAttribute('data-placed'));
    assert(placed === 6, `all six points placed, not ${placed}`);
    await screenshot(page, 'predict-sketch', false);
    const script = axeScript();
    if (script === null)
      console.log('    axe-core not installed: accessibility of the sketch not checked');
    else {
      const violations = await seriousViolations(page, script);
      assert(violations.length === 0, `axe: ${JSON.stringify(violations)}`);
    }
    assert(!(await run.isDisabled()), 'the sweep still waits after a sketch');

    await run.click();
    const status = section.locator('p.status');
    await status.filter({ hasText: /^(Finished|Run failed|Run cancelled)/ }).waitFor({
      timeout: 120_000,
    });
    const verdict = page.getByTestId('predict-verdict');
    await verdict.waitFor();
    const text = await verdict.innerText();
    assert(
      /^Your curve was within 15% of the result at \d of 6 points \(median miss \d+%\)\.$/.test(
        text,
      ),
      `verdict: ${text}`,
    );
    const svg = section.locator('svg.chart-svg').first();
    assert(Number(await svg.getAttribute('data-points')) === 6, 'six result points');
    assert(
      (await section.locator('.chart-prediction-line').getAttribute('d'))!.length > 0,
      'the prediction stays drawn',
    );
    assert((await section.locator('.prediction-surface').count()) === 0, 'the sketch is frozen');
    assert((await section.locator('[data-theory=mva]').count()) === 1, 'the MVA line is drawn');
    assert((await section.locator('[data-theory=tay]').count()) === 1, "Tay's marker is drawn");
    const legend = (await section.locator('.chart-legend').first().textContent()) ?? '';
    assert(/your prediction/.test(legend) && /theory: exact MVA/.test(legend), `legend: ${legend}`);
    await svg.scrollIntoViewIfNeeded();
    await screenshot(page, 'predict-verdict', false);
    if (script !== null) {
      const after = await seriousViolations(page, script);
      assert(after.length === 0, `axe after the run: ${JSON.stringify(after)}`);
    }
    console.log(`    ${text}`);
    await closeApp(app);
  },

  async 'predict-then-run: a predict=1 link to a compare waits for a pick, then says who won and by how much'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl&predict=1');
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    const pick = page.getByTestId('winner-pick');
    await pick.waitFor();
    await page.waitForTimeout(500);
    const before = await page.getByTestId('run-status').innerText();
    assert(!/^(Running|Finished)/.test(before), `the compare ran before the pick: ${before}`);
    const run = page.getByTestId('pick-run');
    assert(await run.isDisabled(), 'the run is offered before a pick');
    await pick.getByRole('radio', { name: 'Strict 2PL' }).check();
    await screenshot(page, 'predict-pick', false);
    const script = axeScript();
    if (script !== null) {
      const violations = await seriousViolations(page, script);
      assert(violations.length === 0, `axe: ${JSON.stringify(violations)}`);
    }
    await run.click();
    await waitForFinished(page);
    const verdict = page.getByTestId('pick-verdict');
    await verdict.waitFor();
    const text = await verdict.innerText();
    assert(
      /^You picked Strict 2PL(, and it won: \d+% more throughput than .+|; .+ won by \d+%)\.$/.test(
        text,
      ),
      `verdict: ${text}`,
    );
    await screenshot(page, 'predict-pick-verdict', false);
    console.log(`    ${text}`);
    await closeApp(app);
  },
};
