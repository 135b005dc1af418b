/**
 * Lock granularity in the app: the locking-baseline link (at 8 s, when the large
 * transaction holds the whole file under file locking) shows a lock map per variant, with
 * the file tile, a painted page grid of the database and intention locks under page
 * locking, and the per-class chart with three variants and a metric switch. Under file
 * locking at 5.44 s, the terminals queued for the file lock (taken inside the serial data
 * server) are drawn as lock waits with arrows to the holders, not as grey "between steps".
 */
import type { Browser, Locator } from 'playwright-core';
import {
  assert,
  closeApp,
  openApp,
  screenshot,
  showPageTab,
  waitForFinished,
} from '../app-page.ts';

/** How many distinct colours the canvas has painted (transparent pixels left out). */
async function paintedColours(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
    const colours = new Set<number>();
    if (data === undefined) return 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 255) continue;
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    }
    return colours.size;
  });
}

export const lockingChecks = {
  async 'locking-baseline under file locking draws the queued terminals as lock waits with arrows'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=locking-baseline&t=5440&variant=file');
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page, 60_000);
    const canvas = page.getByTestId('timeline-canvas');
    await canvas.and(page.locator('[data-playhead-states]')).waitFor();
    const states = (await canvas.getAttribute('data-playhead-states')) ?? '';
    const lanes = states.split(' ').filter((x) => x.includes(':'));
    const waiting = lanes.filter((x) => x.endsWith(':lock-wait'));
    // Three terminals queue behind the file lock's holder at this instant.
    assert(waiting.length >= 3, `expected at least 3 lock waits at 5.44 s, lanes: ${states}`);
    assert(waiting.includes('1:lock-wait'), `Terminal 1 should wait for the file lock: ${states}`);
    const idle = lanes.filter((x) => x.endsWith(':idle-in-txn'));
    assert(idle.length === 0, `no transaction should be "between steps" here: ${states}`);
    const arrows = Number(await canvas.getAttribute('data-wait-arrows'));
    assert(arrows >= waiting.length, `expected an arrow per wait, got ${arrows} for ${states}`);

    // The keyboard cursor starts on Terminal 1 at the playhead and reads its segment out.
    await canvas.focus();
    await page.keyboard.press(']');
    // The announcer updates on React's next render: wait for it rather than race it.
    const announcer = page.getByTestId('timeline-announcer');
    await announcer
      .filter({ hasText: /^Terminal 1: / })
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    const sentence = await announcer.innerText();
    assert(
      /^Terminal 1: T\d+ waits .* for the file .*held X by T\d+/.test(sentence),
      `Terminal 1's segment should read as a wait for the file lock: ${sentence}`,
    );

    await screenshot(page, 'locking-file-lock-waits', false);
    await closeApp(app);
  },

  async 'locking-baseline shows a lock map per variant and the per-class chart'(browser: Browser) {
    const app = await openApp(browser, '#v=1&id=locking-baseline&t=8000');
    const { page } = app;
    await waitForFinished(page, 60_000);

    const maps = page.getByTestId('lock-map');
    await maps.nth(2).waitFor();
    assert((await maps.count()) === 3, `expected 3 lock maps, got ${await maps.count()}`);
    const summaries = await page.getByTestId('lock-map-summary').allInnerTexts();
    const files = await page.getByTestId('lock-map-file').allInnerTexts();

    // File locking: one X on the file, the others queued for it.
    assert(/holds X on the file/.test(summaries[0] ?? ''), `file locking: ${summaries[0]}`);
    assert(/wants X/.test(files[0] ?? ''), `file locking has no queue at the file: ${files[0]}`);
    // Page locking: intention locks on the file and X locks on pages.
    assert(/IX/.test(files[2] ?? ''), `page locking shows no intention lock: ${files[2]}`);
    const pageGrid = page.getByTestId('lock-map-grid').nth(2);
    const size = Number(await pageGrid.getAttribute('data-pages'));
    const locked = Number(await pageGrid.getAttribute('data-locked'));
    assert(size >= 1000 && size <= 1024, `the grid should show the 1024-page file, has ${size}`);
    assert(locked > 0, 'page locking shows no locked page');
    const box = await pageGrid.boundingBox();
    assert(box !== null && box.width > 100 && box.width <= 420, `grid box ${JSON.stringify(box)}`);
    const colours = await paintedColours(pageGrid);
    assert(colours >= 3, `the page grid is not painted with holder colours (${colours} colours)`);

    await showPageTab(page, 'Results');
    const chart = page.getByTestId('class-chart');
    const svg = chart.locator('svg[data-series]');
    assert((await svg.getAttribute('data-series')) === '3', 'class chart should have 3 variants');
    assert((await svg.getAttribute('data-facets')) === '2', 'class chart should have 2 classes');
    assert((await chart.locator('rect.chart-bar-segment').count()) === 6, 'expected 6 bars');
    await chart.getByLabel('Metric').selectOption('abort');
    await chart.locator('svg[data-metric="abort"]').waitFor();
    const title = (await chart.locator('svg .chart-title').textContent()) ?? '';
    assert(/Aborts per transaction class/.test(title), `metric switch did not retitle: ${title}`);

    await screenshot(page, 'locking-baseline');
    await showPageTab(page, 'Workbench');
    await maps.nth(0).screenshot({ path: 'test-output/lock-map-file.png' });
    await closeApp(app);
  },
};
