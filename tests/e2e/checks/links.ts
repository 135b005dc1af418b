/**
 * Links and embedding: a copied link reproduces the run exactly in a fresh page; a
 * corrupted link says what is wrong and the app still runs its default; the embed mode
 * renders without the page's chrome.
 */
import type { Browser } from 'playwright-core';
import { BASE_URL } from '../browser.ts';
import { assert, closeApp, openApp, resultRows, screenshot, waitForFinished } from '../app-page.ts';

export const linkChecks = {
  async 'a copied link opened in a fresh page reproduces the same stats exactly'(browser: Browser) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    await page.getByLabel('Seed').fill('777');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByTestId('run-status')
      .filter({ hasText: /Finished .* seed 777/ })
      .waitFor();
    const rows = await resultRows(page);
    await page.getByTestId('copy-link').click();
    const status = page.getByTestId('share-status');
    await status.filter({ hasText: /copied|copy/i }).waitFor();
    const link = await status.getAttribute('data-last-link');
    assert(link !== null && link.startsWith(BASE_URL), `no link was made: ${link}`);
    assert(/seed=777/.test(link), `the link does not carry the seed: ${link}`);

    const fresh = await openApp(browser, link.slice(BASE_URL.length));
    await waitForFinished(fresh.page);
    const again = await resultRows(fresh.page);
    assert(
      JSON.stringify(again) === JSON.stringify(rows),
      `results differ:\n${rows.join('\n')}\n---\n${again.join('\n')}`,
    );
    await closeApp(fresh);
    await closeApp(app);
  },

  async 'a corrupted link shows a message naming the problem and the default still runs'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl&seed=12abc');
    const { page } = app;
    const problem = page.getByTestId('link-problem');
    await problem.filter({ hasText: /link\.seed/ }).waitFor({ timeout: 10_000 });
    await resultRows(page); // the default scenario ran anyway
    await screenshot(page, 'corrupted-link', false);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await waitForFinished(page);
    await closeApp(app);

    const inline = await openApp(browser, '#v=1&s=AAAA&c=zz');
    await inline.page
      .getByTestId('link-problem')
      .filter({ hasText: /link\./ })
      .waitFor();
    await waitForFinished(inline.page);
    await closeApp(inline);
  },

  async 'the embed mode renders the timeline without the page chrome'(browser: Browser) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl&embed=1');
    const { page } = app;
    await page.getByTestId('app-embed').waitFor();
    await page.getByTestId('timeline-canvas').waitFor({ timeout: 20_000 });
    assert((await page.getByTestId('app-header').count()) === 0, 'the embed shows the header');
    assert((await page.getByTestId('copy-link').count()) === 0, 'the embed shows the share bar');
    assert(
      (await page.getByRole('link', { name: 'Open in Lockstep' }).count()) === 1,
      'the embed has no way to open the full app',
    );
    await screenshot(page, 'embed-mode', false);
    await closeApp(app);
  },
};
