/**
 * Storage tiers in the app: the storage-log-placement link at 15 s shows, per variant, a
 * storage panel with lanes for the tier devices named by their ids, the write buffer's
 * gauge (disk-cache variant), and a tier table with a cost column.
 */
import type { Browser } from 'playwright-core';
import { assert, closeApp, openApp, screenshot, waitForFinished } from '../app-page.ts';

export const storageChecks = {
  async 'storage-log-placement shows tier lanes, a write-buffer gauge and a cost table'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=storage-log-placement&t=15000');
    const { page } = app;
    await waitForFinished(page, 120_000);

    const panels = page.getByTestId('storage-panel');
    await panels.nth(3).waitFor();
    assert((await panels.count()) === 4, `expected 4 storage panels, got ${await panels.count()}`);
    const gauges = page.getByTestId('write-buffer-gauge');
    assert((await gauges.count()) === 1, `expected one write buffer, got ${await gauges.count()}`);
    const capacity = Number(await gauges.first().getAttribute('data-capacity'));
    assert(capacity === 500, `the write buffer should hold 500 pages, has ${capacity}`);
    const tables = await page.getByTestId('tier-table').allInnerTexts();
    assert(tables.length === 4, `expected 4 tier tables, got ${tables.length}`);
    assert(/cost/.test(tables[0] ?? ''), 'the tier table has no cost column');
    assert(/log/.test(tables[2] ?? '') && /ssd/i.test(tables[2] ?? ''), `ssd table: ${tables[2]}`);
    assert(/nvem/i.test(tables[3] ?? ''), `nvem table: ${tables[3]}`);
    const body = await page.locator('body').innerText();
    assert(/log \(disk\)/.test(body) || /log-ctl/.test(body), 'no lane label for the log disk');

    await screenshot(page, 'storage-log-placement', false);
    await closeApp(app);
  },
};
