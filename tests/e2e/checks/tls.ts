/**
 * Thread-level speculation in the app: the tls-new-order link shows a lane per CPU and a
 * sequential ghost lane, epochs with checkpoint ticks and the homefree token's hops, and
 * the breakdown panel's bar per CPU; the no-DBMS-changes variant of tls-optimizations shows
 * red violation arrows labelled with what the value came from, and the compare view of all
 * eight variants stacks their lanes.
 */
import type { Browser, Page } from 'playwright-core';
import {
  assert,
  closeApp,
  openApp,
  screenshot,
  waitForFinished,
  showPageTab,
} from '../app-page.ts';

async function tlsCount(page: Page, key: string, at = 0): Promise<number> {
  const canvas = page.getByTestId('timeline-canvas').nth(at);
  return Number((await canvas.getAttribute(`data-tls-${key}`)) ?? -1);
}

/** Pauses, zooms in `times` steps from `fromMs`, then puts the playhead at `toMs`. */
async function pauseAt(page: Page, fromMs: number, toMs: number, times: number): Promise<void> {
  const pause = page.getByRole('button', { name: /Pause/ });
  if (await pause.isVisible()) await pause.click();
  const scrub = page.locator('.timeline-scrub input').first();
  await scrub.fill(String(fromMs * 1000));
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await scrub.fill(String(toMs * 1000));
  await page.waitForTimeout(300);
}

export const tlsChecks = {
  async 'tls-new-order shows CPU lanes, token hops and the per-CPU breakdown'(browser: Browser) {
    const app = await openApp(browser, '#v=1&id=tls-new-order&t=9');
    const { page } = app;
    await waitForFinished(page, 60_000);
    await pauseAt(page, 6.5, 10.2, 6);
    const labels = await page.locator('.timeline-lane-label').allInnerTexts();
    assert(
      JSON.stringify(labels) === JSON.stringify(['CPU 1', 'CPU 2', 'CPU 3', 'CPU 4', 'sequential']),
      `lane labels: ${JSON.stringify(labels)}`,
    );
    assert((await tlsCount(page, 'lanes')) === 4, 'four CPU lanes painted');
    assert((await tlsCount(page, 'epochs')) > 4, 'epochs painted');
    assert((await tlsCount(page, 'checkpoints')) > 0, 'checkpoint ticks painted');
    assert((await tlsCount(page, 'hops')) > 2, 'token hops painted');
    const panel = page.getByTestId('tls-panel');
    const cpus = await panel.locator('svg.tls-breakdown').getAttribute('data-cpus');
    assert(cpus === '4', `breakdown bars: ${cpus}`);
    assert((await panel.getByTestId('tls-cpu-bar').count()) === 4, 'four CPU bars');
    const text = await panel.innerText();
    assert(/of the time/.test(text) && /violation/.test(text), `panel: ${text}`);
    const legend = await page.getByTestId('timeline-legend').innerText();
    assert(/Homefree token/.test(legend) && /Sequential ghost/.test(legend), `legend: ${legend}`);
    await panel.screenshot({ path: 'test-output/tls-panel.png' });
    await page.getByTestId('timeline-legend').screenshot({ path: 'test-output/tls-legend.png' });
    await page
      .getByTestId('timeline')
      .screenshot({ path: 'test-output/tls-new-order-timeline.png' });
    await screenshot(page, 'tls-new-order');
    await closeApp(app);
  },

  async 'tls without DBMS changes shows violation arrows'(browser: Browser) {
    const app = await openApp(browser, '#v=1&id=tls-optimizations&variant=no-optimizations&t=9');
    const { page } = app;
    await waitForFinished(page, 60_000);
    await pauseAt(page, 6.5, 10.2, 6);
    await page
      .getByTestId('timeline')
      .screenshot({ path: 'test-output/tls-violations-timeline.png' });
    assert((await tlsCount(page, 'violations')) > 0, 'violation arrows painted');
    await closeApp(app);
  },

  async 'the eight tls-optimizations variants stack their CPU lanes side by side'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=tls-optimizations');
    const { page } = app;
    await waitForFinished(page, 90_000);
    await page.getByTestId('compare-all').check();
    await page.getByTestId('state-panels').nth(7).waitFor();
    await pauseAt(page, 2, 4, 5);
    const label = await page.getByTestId('timeline-canvas').getAttribute('aria-label');
    assert(/8 runs/.test(label ?? ''), `the timeline does not show all runs: ${label}`);
    assert((await tlsCount(page, 'lanes')) > 4, 'CPU lanes of several runs painted');
    assert((await page.getByTestId('tls-panel').count()) === 8, 'a breakdown panel per run');
    await showPageTab(page, 'Results');
    const table = page.getByRole('region', { name: 'Results table' });
    // The tab's contents load when it is first opened.
    await table.locator('th.category').first().waitFor();
    const headers = (await table.locator('th.category').allInnerTexts()).map((h) => h.trim());
    assert(
      headers.join(',') === 'Busy,Cache miss,Latch stall,Failed,Idle',
      `the results table should break TLS runs down in TLS terms, has ${headers.join(', ')}`,
    );
    await table.screenshot({ path: 'test-output/tls-results-table.png' });
    await showPageTab(page, 'Workbench');
    await page.getByTestId('timeline').screenshot({ path: 'test-output/tls-compare-timeline.png' });
    await screenshot(page, 'tls-compare');
    await closeApp(app);
  },
};
