/**
 * Commit processing in the app: the elr-figure8 link shows lock-hold strips and
 * commit-request ticks (in the legend), labels the no-wait run unsafe, and the crash
 * button crashes all four runs at the playhead: the three safe protocols lose no
 * acknowledged commit, no-wait loses some, and the timeline marks what recovery does; the
 * histograms overlay the four runs and switch to flush waits.
 */
import type { Browser } from 'playwright-core';
import {
  assert,
  closeApp,
  openApp,
  screenshot,
  waitForFinished,
  showPageTab,
} from '../app-page.ts';

export const commitChecks = {
  async 'elr-figure8 draws a hot-lock lane, bar per holder, and names the flush boxes'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=elr-figure8&variant=elr');
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page, 60_000);
    const pause = page.getByRole('button', { name: /Pause/ });
    if (await pause.isVisible()) await pause.click();
    await page.getByTestId('timeline').scrollIntoViewIfNeeded();
    const labels = await page.locator('.timeline-lane-label.is-lock').allInnerTexts();
    assert(labels.length >= 1, 'no hot-lock lane label');
    assert(/Hot lock: p0/.test(labels[0] ?? ''), `hot-lock lane label: ${labels[0]}`);
    // The lane is on screen whole, not scrolled under the frame's edge (it was at 1280x720).
    const lane = await page.locator('.timeline-lane-label.is-lock').first().boundingBox();
    const frame = await page.locator('.timeline-frame').first().boundingBox();
    assert(
      lane !== null && frame !== null && lane.y + lane.height <= frame.y + frame.height,
      `the hot-lock lane ends at ${lane?.y}+${lane?.height}, the timeline at ${frame?.y}+${frame?.height}`,
    );
    const canvas = page.getByTestId('timeline-canvas').first();
    const bars = Number((await canvas.getAttribute('data-hot-lock-bars')) ?? 0);
    assert(bars >= 5, `hot-lock bars painted: ${bars}`);
    const note = await page.getByTestId('current-note').innerText();
    assert(/hot-lock lane/.test(note), `the whole-run note should show: ${note}`);
    await screenshot(page, 'elr-figure8-hot-lock', false);
    await closeApp(app);
  },

  async 'elr-figure8 shows lock holds, an unsafe no-wait run and a crash report per run'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=elr-figure8&t=300');
    const { page } = app;
    await waitForFinished(page, 60_000);

    const legend = (await page.getByTestId('timeline-legend').innerText()).replace(/\s+/g, ' ');
    assert(/Locks held/.test(legend), `legend has no lock-hold strip: ${legend}`);
    assert(/Commit request/.test(legend), `legend has no commit-request tick: ${legend}`);
    const badges = await page.getByTestId('unsafe-badge').count();
    assert(
      badges >= 2,
      `the no-wait run should be labelled unsafe on the timeline and panels (${badges})`,
    );

    const pause = page.getByRole('button', { name: /Pause/ });
    if (await pause.isVisible()) await pause.click();
    await page.getByTestId('crash-button').click();
    const reports = page.getByTestId('crash-report');
    await reports.nth(3).waitFor();
    const safe = await reports.evaluateAll((els) => els.map((e) => e.getAttribute('data-safe')));
    assert(
      JSON.stringify(safe) === JSON.stringify(['true', 'true', 'true', 'false']),
      `crash safety per run: ${JSON.stringify(safe)}`,
    );
    const noWait = await reports.nth(3).innerText();
    assert(/UNSAFE: \d+ acknowledged commits? lost/.test(noWait), `no-wait report: ${noWait}`);
    const elr = await reports.nth(1).innerText();
    assert(/No acknowledged commit is lost/.test(elr), `ELR report: ${elr}`);
    assert(/Recovery keeps \d+ transactions/.test(elr), `ELR report: ${elr}`);
    await screenshot(page, 'elr-crash');

    await showPageTab(page, 'Results');
    const histogram = page.getByTestId('histogram-chart');
    const svg = histogram.locator('svg[data-series]');
    assert((await svg.getAttribute('data-series')) === '4', 'histogram should overlay 4 variants');
    await histogram.getByLabel('Metric').selectOption('flushWait');
    await histogram.locator('svg[data-metric="flushWait"]').waitFor();
    const bins = Number(await histogram.locator('svg').first().getAttribute('data-bins'));
    assert(bins >= 5, `flush-wait histogram has ${bins} bins`);

    await showPageTab(page, 'Workbench');
    await page.getByTestId('crash-clear').click();
    await reports.first().waitFor({ state: 'detached' });
    await closeApp(app);
  },
};
