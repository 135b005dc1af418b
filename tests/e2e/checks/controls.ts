/**
 * Changing what runs: a bad seed is refused with a message naming the field and nothing is
 * lost; a technique toggle in the parameter editor changes the results.
 */
import type { Browser } from 'playwright-core';
import {
  assert,
  closeApp,
  openApp,
  screenshot,
  throughputByTitle,
  waitForFinished,
  showPageTab,
} from '../app-page.ts';

export const controlChecks = {
  async 'an invalid seed shows a message naming the field and the app keeps working'(
    browser: Browser,
  ) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    await page.getByLabel('Seed').fill('12x');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const message = await page.locator('#seed-error').innerText();
    assert(/seed/i.test(message), `expected a seed error, got "${message}"`);
    assert((await page.getByLabel('Seed').inputValue()) === '12x', 'the typed seed was not kept');
    await page.getByLabel('Seed').fill('5');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByTestId('run-status')
      .filter({ hasText: /Finished .* seed 5/ })
      .waitFor({ timeout: 20_000 });
    await closeApp(app);
  },

  async 'switching locking off in the parameter editor changes the result'(browser: Browser) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    const before = await throughputByTitle(page);
    await showPageTab(page, 'Parameters');
    await page.getByText('Change parameters and techniques').click();
    const locking = page.getByLabel('Locking', { exact: true });
    assert(await locking.isChecked(), 'locking should start switched on');
    await locking.uncheck();
    await page.getByTestId('apply-parameters').click();
    // A fast run can pass through "Running" between two polls, so wait for the edited run's
    // finish and then for its results (the table updates with the run's last slice).
    await page
      .getByTestId('run-status')
      .filter({ hasText: /^Finished.*\(edited\)/ })
      .waitFor();
    const twoPl = 'Strict 2PL';
    const noLocks = 'No locking (unsafe reference)';
    let after = await throughputByTitle(page);
    for (let tries = 0; tries < 40 && after.get(twoPl) === before.get(twoPl); tries++) {
      await page.waitForTimeout(250);
      after = await throughputByTitle(page);
    }
    assert(
      before.get(twoPl) !== after.get(twoPl),
      `2PL throughput did not change: ${before.get(twoPl)} → ${after.get(twoPl)}`,
    );
    assert(
      after.get(twoPl) === after.get(noLocks),
      `with locking off, 2PL (${after.get(twoPl)}) should equal no locking (${after.get(noLocks)})`,
    );
    await screenshot(page, 'parameters-locking-off');
    await closeApp(app);
  },
};
