/**
 * The compare view: every variant's timeline under one playhead, its panels side by side,
 * and the throughput lines overlaid; the variants' throughputs differ.
 */
import type { Browser } from 'playwright-core';
import {
  assert,
  closeApp,
  openApp,
  screenshot,
  showPageTab,
  throughputByTitle,
  waitForFinished,
} from '../app-page.ts';

export const compareChecks = {
  async 'the compare view shows two variants with different throughput'(browser: Browser) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    await page.getByTestId('compare-all').check();
    const panels = page.getByTestId('state-panels');
    await panels.nth(1).waitFor();
    assert((await panels.count()) === 2, `expected 2 panel columns, got ${await panels.count()}`);
    const label = await page.getByTestId('timeline-canvas').getAttribute('aria-label');
    assert(/2 runs/.test(label ?? ''), `the timeline does not show both runs: ${label}`);
    // The chart is on the Results tab, mounted when the tab is first opened.
    await showPageTab(page, 'Results');
    const series = await page
      .getByTestId('throughput-chart')
      .locator('svg[data-series]')
      .getAttribute('data-series');
    assert(series === '2', `throughput chart should overlay 2 lines, has ${series}`);
    const tps = [...(await throughputByTitle(page)).values()];
    assert(tps.length === 2 && tps[0] !== tps[1], `throughputs should differ: ${tps.join(', ')}`);
    await screenshot(page, 'compare-view');
    await closeApp(app);
  },
};
