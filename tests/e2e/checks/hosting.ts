/**
 * Where and how the app is opened: from a sub-path of a plain static host, and with the
 * user's reduced-motion preference (then it does not start playing by itself).
 */
import type { Browser } from 'playwright-core';
import { openPage } from '../browser.ts';
import { serveStatic } from '../static-host.ts';
import { assert, closeApp, openApp, playheadUs, waitForFinished } from '../app-page.ts';

const SUB_PATH_PORT = 4174;

export const hostingChecks = {
  async 'the built app runs from a sub-path of a plain static host'(browser: Browser) {
    const mount = '/courses/db101/lockstep/';
    const server = await serveStatic('dist', mount, SUB_PATH_PORT);
    try {
      const errors: string[] = [];
      const page = await openPage(browser, errors);
      await page.goto(`http://127.0.0.1:${SUB_PATH_PORT}${mount}`);
      await waitForFinished(page);
      await page.getByTestId('timeline-canvas').waitFor();
      await closeApp({ page, errors });
    } finally {
      server.close();
    }
  },

  async 'with reduced motion the run waits for the user to press play'(browser: Browser) {
    const app = await openApp(browser);
    await app.page.close();
    const errors: string[] = [];
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(app.page.url());
    await waitForFinished(page);
    await page.getByRole('button', { name: 'Play' }).waitFor();
    const t0 = await playheadUs(page);
    await page.waitForTimeout(400);
    assert((await playheadUs(page)) === t0, 'the playhead moved without the user pressing play');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(400);
    assert((await playheadUs(page)) > t0, 'pressing play did not play');
    await closeApp({ page, errors });
  },
};
