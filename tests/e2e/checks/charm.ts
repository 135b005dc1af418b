/**
 * Two-stage execution in the app: the charm-figure1 link at 5 ms (TX1 reading page 1 from
 * disk) paints TX1's fetch stage under TSTE and OTSTE, draws blame arrows from TX2 and TX3
 * (through TX2) to TX1's read under 2PL, and shows the two-stage panel with the I/O blame
 * share per run; charm-htste-classifier shows an HTSTE badge with a mode per type.
 */
import type { Browser } from 'playwright-core';
import { assert, closeApp, openApp, screenshot, waitForFinished } from '../app-page.ts';

export const charmChecks = {
  async 'charm-figure1 hatches fetch stages and blames lock waits on the disk read'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=charm-figure1&t=5');
    const { page } = app;
    // Reduced motion: the runs open paused at the link's instant instead of playing on.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await waitForFinished(page, 60_000);

    const canvas = page.getByTestId('timeline-canvas');
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('[data-painted-stages]')?.getAttribute('data-painted-stages'),
        ) > 0,
      undefined,
      { timeout: 10_000 },
    );
    const stages = Number(await canvas.getAttribute('data-painted-stages'));
    assert(stages >= 2, `fetch stages painted: ${stages}`);
    const blame = Number(await canvas.getAttribute('data-blame-arrows'));
    assert(blame === 2, `blame arrows at 5 ms (TX2 and TX3 behind TX1's read): ${blame}`);

    const legend = (await page.getByTestId('timeline-legend').innerText()).replace(/\s+/g, ' ');
    assert(/Fetch stage/.test(legend), `legend has no fetch stage: ${legend}`);
    assert(/Rollback \(OTSTE/.test(legend), `legend has no rollback: ${legend}`);
    assert(/Blamed on disk I\/O/.test(legend), `legend has no blame arrow: ${legend}`);

    const panels = page.getByTestId('two-stage');
    // The panel's code is its own chunk: wait for the third panel before counting.
    await panels
      .nth(2)
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    assert((await panels.count()) === 3, `two-stage panels: ${await panels.count()}`);
    const blamed = await page.getByTestId('two-stage-io-blame').allInnerTexts();
    assert(/so far: 100%/.test(blamed[0] ?? ''), `2PL blame at 5 ms: ${blamed[0]}`);
    const modes = await panels.allInnerTexts();
    assert(/Conventional 2PL/.test(modes[0] ?? ''), `2PL panel: ${modes[0]}`);
    assert(/TSTE for every type/.test(modes[1] ?? ''), `TSTE panel: ${modes[1]}`);
    await screenshot(page, 'charm-figure1');
    await page
      .getByTestId('timeline')
      .screenshot({ path: 'test-output/charm-figure1-timeline.png' });
    await closeApp(app);
  },

  async 'charm-htste-classifier shows a mode badge per transaction type'(browser: Browser) {
    const app = await openApp(browser, '#v=1&id=charm-htste-classifier&t=3000');
    const { page } = app;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await waitForFinished(page, 120_000);
    const badges = page.locator('[data-testid="two-stage"] .ts-badge');
    await badges.first().waitFor();
    const modes = await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-mode')));
    assert(modes.length % 3 === 0 && modes.length >= 3, `badges: ${JSON.stringify(modes)}`);
    assert(
      modes.every((m) => m === 'TSTE' || m === 'OTSTE' || m === '2PL'),
      `badge modes: ${JSON.stringify(modes)}`,
    );
    const text = await badges.first().innerText();
    assert(/mis-prefetch \d/.test(text) && /conversion \d/.test(text), `badge: ${text}`);
    const panel = page.getByTestId('two-stage').last();
    await screenshot(page, 'charm-htste');
    await panel.screenshot({ path: 'test-output/charm-htste-panel.png' });
    await closeApp(app);
  },
};
