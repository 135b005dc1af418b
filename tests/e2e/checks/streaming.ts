/**
 * The page streams and stays responsive: a sweep shows a progress bar and its points as
 * they finish, and cancelling it frees every worker between slices (the time it takes is
 * printed against 100 ms). A worker handles its messages in order, between slices, so
 * right after the cancel each worker is sent a
 * message it must answer at once (a run from another protocol version): the answer comes
 * once the worker has handled the cancel, and nothing may follow it. A built-in picked in
 * the scenario picker is loaded on its own and runs.
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

/** Keeps every worker the page makes, and when each last posted (and answered a ping). */
const WORKER_PROBE = `
  window.lockstepWorkers = [];
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.lastMessageAt = 0;
      this.pongAt = null;
      this.addEventListener('message', (event) => {
        this.lastMessageAt = performance.now();
        if (event.data && event.data.runId === 999999999) this.pongAt = performance.now();
      });
      window.lockstepWorkers.push(this);
    }
  };
`;

/** Cancels the sweep, pings every worker; how long until each answered, and after. */
const CANCEL_AND_PING = `new Promise((resolve) => {
  const workers = window.lockstepWorkers;
  document.querySelector('[data-testid=cancel-sweep]').click();
  const cancelledAt = performance.now();
  for (const w of workers) {
    w.pongAt = null;
    w.postMessage({ type: 'run', protocol: -1, runId: 999999999, run: null, traceLimit: 0 });
  }
  const poll = () => {
    if (workers.some((w) => w.pongAt === null) && performance.now() - cancelledAt < 5000) {
      setTimeout(poll, 1);
      return;
    }
    const answeredMs = Math.max(...workers.map((w) => (w.pongAt ?? Infinity) - cancelledAt));
    setTimeout(() => {
      const later = workers.filter((w) => w.lastMessageAt > w.pongAt + 0.5).length;
      resolve({ workers: workers.length, answeredMs, postedLater: later });
    }, 500);
  };
  poll();
})`;

export const streamingChecks = {
  async 'a sweep shows progress and its points as they finish; cancel frees every worker between slices (timed against 100 ms)'(
    browser: Browser,
  ) {
    // Opened at its link with the probe in place from the first script: a reload after a
    // fragment change could race the page's own address writes and reload another scenario.
    const app = await openApp(browser, '#v=1&id=charm-concurrency', { initScript: WORKER_PROBE });
    const { page } = app;
    const status = await waitForFinished(page, 120_000);
    assert(status.includes('Two-stage execution vs strict 2PL'), `another scenario ran: ${status}`);
    await showPageTab(page, 'Sweep');
    await page.getByTestId('run-sweep').click();
    const progress = page.getByTestId('sweep-progress');
    await progress.waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () =>
        Number(document.querySelector('[data-testid=sweep-progress]')?.getAttribute('value')) >
        0.05,
      null,
      { timeout: 60_000 },
    );
    const chart = page.locator('.sweep-section svg').first();
    await chart.waitFor({ timeout: 10_000 });
    await screenshot(page, 'sweep-running', false);

    const result = (await page.evaluate(CANCEL_AND_PING)) as {
      workers: number;
      answeredMs: number;
      postedLater: number;
    };
    assert(result.workers >= 2, `expected the compare and sweep workers, found ${result.workers}`);
    // The 100 ms target is a speed figure, printed; a shared machine's load swung it from 20 to
    // 180 ms. What is asserted is that the cancel is handled between slices, not after the run.
    const met = result.answeredMs <= 100 ? 'met' : 'NOT met';
    console.log(
      `    cancel: the last worker answered ${result.answeredMs.toFixed(0)} ms after it (target 100 ms: ${met})`,
    );
    assert(
      result.answeredMs <= 1_000,
      `a worker answered ${result.answeredMs.toFixed(0)} ms after the cancel (a slice is about 20 ms)`,
    );
    assert(result.postedLater === 0, `${result.postedLater} workers kept posting after the cancel`);
    await page.locator('.sweep-section').getByText('Run cancelled.').waitFor({ timeout: 5_000 });
    await closeApp(app);
  },

  async 'a built-in picked in the scenario picker is loaded on its own and runs'(browser: Browser) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    const loaded: string[] = [];
    page.on('response', (r) => loaded.push(r.url()));
    await page.locator('#scenario-select').selectOption('elr-figure8');
    await page
      .getByTestId('run-status')
      .filter({ hasText: /^Finished 4 variants of/ })
      .waitFor({ timeout: 60_000 });
    assert(
      loaded.some((u) => /elr-figure8-[\w-]+\.js$/.test(u)),
      `the scenario's own file was not loaded: ${loaded.join(', ')}`,
    );
    await closeApp(app);
  },

  async 'a sweep with three seeds per point draws 95% intervals as the seeds arrive'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=mpl-thrashing');
    const { page } = app;
    // The sweep has workers of its own: no need to wait for the opening run.
    await showPageTab(page, 'Sweep');
    await page.getByTestId('sweep-seeds').selectOption('3');
    await page.getByTestId('run-sweep').click();
    const intervals = page.locator('.sweep-section .chart-intervals line');
    await intervals.first().waitFor({ state: 'attached', timeout: 120_000 });
    await screenshot(page, 'sweep-intervals', false);
    const cell = page
      .locator('.sweep-section table')
      .getByText(/± .* \(2 seeds\)|± .* \(3 seeds\)/);
    assert((await cell.count()) > 0, 'the data table gives no interval');
    // Stop what is left of the sweep (it may have finished meanwhile).
    await page.evaluate(() => {
      (document.querySelector('[data-testid=cancel-sweep]') as HTMLButtonElement | null)?.click();
    });
    await closeApp(app);
  },
};
