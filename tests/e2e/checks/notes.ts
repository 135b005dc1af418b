/**
 * Notes that guide, in the app at 1280×720: a whole-run note is on screen from the start,
 * and "Next note" jumps the playhead to the next timed note and pauses there, showing it.
 */
import type { Browser } from 'playwright-core';
import { assert, closeApp, openApp, playheadUs, screenshot, waitForFinished } from '../app-page.ts';

export const noteChecks = {
  async 'notes: a whole-run note shows at once, and Next note jumps there and pauses'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=tls-subepochs');
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page, 60_000);
    const whole = await page.getByTestId('current-note').innerText();
    assert(/sub-epochs/.test(whole), `tls-subepochs should show its whole-run note: ${whole}`);
    await page.getByTestId('current-note').evaluate((e) => e.scrollIntoView());
    await screenshot(page, 'notes-whole-run', false);

    await closeApp(app);

    const crash = await openApp(browser, '#v=1&id=elr-crash&variant=elr');
    const p = crash.page;
    await p.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(p, 60_000);
    const note = p.getByTestId('current-note');
    await note.getByRole('button', { name: 'Next note' }).click();
    await p.waitForFunction(
      () =>
        /At 203\.5 ms/.test(
          document.querySelector('[data-testid="current-note"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 5_000 },
    );
    const t = await playheadUs(p);
    assert(t === 203_500, `Next note should put the playhead at 203.5 ms: ${t} µs`);
    await p.waitForTimeout(600);
    assert((await playheadUs(p)) === 203_500, 'the playhead should stay paused at the note');
    await note.evaluate((e) => e.scrollIntoView());
    await screenshot(p, 'notes-next-note', false);
    await closeApp(crash);
  },
};
