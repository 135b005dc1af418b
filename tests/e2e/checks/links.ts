/**
 * Links and embedding: a copied link reproduces the run exactly in a fresh page; a
 * corrupted link says what is wrong and the app still runs its default; the embed mode
 * renders without the page's chrome.
 */
import type { Browser } from 'playwright-core';
import { BASE_URL } from '../browser.ts';
import {
  assert,
  closeApp,
  openApp,
  playheadUs,
  resultRows,
  screenshot,
  waitForFinished,
  showPageTab,
} from '../app-page.ts';

export const linkChecks = {
  async 'a fragment navigated to while the page writes its own address is kept and loaded'(
    browser: Browser,
  ) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    // A fragment navigation changes the address at once and dispatches its popstate later;
    // in between, the page's own write (here the playhead's, after a step) must not win.
    const target = '#v=1&id=charm-concurrency';
    await page.evaluate((hash) => history.replaceState(history.state, '', hash), target);
    await page.getByRole('button', { name: 'Next event' }).click();
    await page.waitForTimeout(800);
    const kept = await page.evaluate(() => location.hash);
    assert(kept === target, `the page overwrote the address it did not write: ${kept}`);
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page
      .getByTestId('run-status')
      .filter({ hasText: /^Finished .*Two-stage execution vs strict 2PL/ })
      .waitFor({ timeout: 120_000 });
    const scenario = await page.getByLabel('Scenario', { exact: true }).inputValue();
    assert(scenario === 'charm-concurrency', `the navigation loaded ${scenario}`);
    await closeApp(app);
  },

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
    await showPageTab(page, 'Share and export');
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

  async 'a link with t= opens paused at that moment and stays there'(browser: Browser) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl&t=638.97');
    const { page } = app;
    await waitForFinished(page);
    await page.waitForTimeout(800);
    const first = await playheadUs(page);
    await page.waitForTimeout(800);
    const later = await playheadUs(page);
    assert(first === 638_970, `the playhead is at ${first} µs, not 638970`);
    assert(later === first, `the playhead moved from ${first} to ${later} µs: it is playing`);
    await screenshot(page, 'link-t-paused', false);
    await closeApp(app);
  },

  async 'the address follows the page: Back restores the previous scenario, reload keeps it'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl&seed=9');
    const { page } = app;
    await waitForFinished(page);
    await page.getByLabel('Scenario', { exact: true }).selectOption('mpl-thrashing');
    await page
      .getByTestId('run-status')
      .filter({ hasText: /Finished/ })
      .waitFor();
    await page.waitForFunction(() => location.hash.includes('id=mpl-thrashing'));
    await page.goBack();
    await page.waitForFunction(() => location.hash.includes('id=textbook-2pl'));
    const scenario = await page.getByLabel('Scenario', { exact: true }).inputValue();
    assert(scenario === 'textbook-2pl', `Back shows scenario ${scenario}, not textbook-2pl`);
    const status = await waitForFinished(page);
    assert(/seed 9\b/.test(status), `Back lost the seed: ${status}`);

    await page.getByLabel('Seed').fill('31');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByTestId('run-status')
      .filter({ hasText: /Finished .* seed 31/ })
      .waitFor();
    await page.waitForFunction(() => location.hash.includes('seed=31'));
    await page.reload();
    const again = await waitForFinished(page);
    assert(/seed 31\b/.test(again), `reload lost the seed: ${again}`);
    const reloaded = await page.getByLabel('Scenario', { exact: true }).inputValue();
    assert(reloaded === 'textbook-2pl', `reload shows ${reloaded}`);
    await closeApp(app);
  },

  async 'an edited run is titled as edited with its differences, in the page, its link and embed'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl');
    const { page } = app;
    await waitForFinished(page);
    await showPageTab(page, 'Parameters');
    await page.getByText('Change parameters and techniques').click();
    await page.getByLabel('Terminals (MPL)', { exact: true }).fill('20');
    await page.getByTestId('apply-parameters').click();
    await showPageTab(page, 'Workbench');
    await page
      .locator('#scenario-title')
      .filter({ hasText: /\(edited\)/ })
      .waitFor();
    const finished = await waitForFinished(page);
    assert(/\(edited\)/.test(finished), `the status does not say edited: ${finished}`);
    const title = await page.locator('#scenario-title').innerText();
    assert(title.endsWith('(edited)'), `the title does not say edited: ${title}`);
    const list = await page.getByTestId('edited-differences').innerText();
    assert(/Terminals \(MPL\): 10 → 20/.test(list), `the differences are not listed: ${list}`);
    await page.locator('#scenario-title').scrollIntoViewIfNeeded();
    await screenshot(page, 'edited-run-badge', false);
    await page.waitForFunction(() => location.hash.includes('s='));
    const fragment = await page.evaluate(() => location.hash);
    await closeApp(app);

    const opened = await openApp(browser, fragment);
    await waitForFinished(opened.page);
    const again = await opened.page.getByTestId('edited-differences').innerText();
    assert(/Terminals \(MPL\): 10 → 20/.test(again), `the link lost the differences: ${again}`);
    await closeApp(opened);

    const embed = await openApp(browser, `${fragment}&embed=1`);
    await embed.page.getByTestId('app-embed').waitFor();
    const embedTitle = await embed.page.locator('.embed-title').innerText();
    const embedList = await embed.page.getByTestId('edited-differences').innerText();
    assert(embedTitle.endsWith('(edited)'), `the embed title does not say edited: ${embedTitle}`);
    assert(/Terminals \(MPL\) 10 → 20/.test(embedList), `the embed lost them: ${embedList}`);
    await closeApp(embed);
  },

  async 'a link made with another model version says its numbers may differ'(browser: Browser) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl&mv=999');
    const notice = await app.page.getByTestId('numbers-notice').innerText();
    assert(/model version 999/.test(notice), `no notice about the model version: ${notice}`);
    await waitForFinished(app.page);
    await closeApp(app);
  },
};
