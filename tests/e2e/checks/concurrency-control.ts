/**
 * Restart-based concurrency control in the app: the wound-wait variant of
 * cc-blocking-vs-restart, paused at a moment with wounds, paints the orange wound arrows
 * (the canvas reports `data-cc-marks`) and lists the wound arrow in the legend; the
 * screenshots go to test-output/ for a person to look at.
 */
import type { Browser, Page } from 'playwright-core';
import { assert, closeApp, openApp, screenshot, waitForFinished } from '../app-page.ts';

async function ccMarks(page: Page): Promise<number> {
  const canvas = page.getByTestId('timeline-canvas').first();
  return Number((await canvas.getAttribute('data-cc-marks')) ?? -1);
}

/** Pauses, zooms out `times` steps around `fromMs`, then puts the playhead at `toMs`. */
async function pauseAt(page: Page, fromMs: number, toMs: number, times: number): Promise<void> {
  const pause = page.getByRole('button', { name: /Pause/ });
  if (await pause.isVisible()) await pause.click();
  const scrub = page.locator('.timeline-scrub input').first();
  await scrub.fill(String(fromMs * 1000));
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await scrub.fill(String(toMs * 1000));
  await page.waitForTimeout(300);
}

export const concurrencyControlChecks = {
  async 'cc wound-wait paints wound arrows and their legend entry'(browser: Browser) {
    const app = await openApp(browser, '#v=1&id=cc-blocking-vs-restart&variant=wound-wait&t=7000');
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page, 90_000);
    // Seed 1 has wounds every second or so from 2 s on: a window of some seconds shows several.
    await pauseAt(page, 6000, 7200, 8);
    await page.getByTestId('timeline').screenshot({ path: 'test-output/cc-wound-timeline.png' });
    await screenshot(page, 'cc-wound-wait', false);
    const marks = await ccMarks(page);
    assert(marks > 0, `wound marks painted: ${marks}`);
    const legend = await page.getByTestId('timeline-legend').innerText();
    assert(/Wound/.test(legend), `legend: ${legend}`);
    assert(!/Failed validation/.test(legend), `no validation mark under wound-wait: ${legend}`);
    await page.getByTestId('cc-legend-wound').screenshot({ path: 'test-output/cc-legend.png' });
    await closeApp(app);
  },
};
