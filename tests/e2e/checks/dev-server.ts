/**
 * The README's start command serves a working app: the dev server (React's strict mode,
 * modules unbundled) runs the default scenario by itself, without console errors.
 */
import { spawn } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { closeApp, waitForFinished } from '../app-page.ts';
import { openPage } from '../browser.ts';

const DEV_PORT = 4175;

export const devServerChecks = {
  async 'the development server (npm start) runs the default scenario on load'(browser: Browser) {
    const server = spawn(
      'node_modules/.bin/vite',
      ['--host', '127.0.0.1', '--port', String(DEV_PORT), '--strictPort'],
      { stdio: 'ignore', detached: true },
    );
    try {
      const url = `http://127.0.0.1:${DEV_PORT}/`;
      const deadline = Date.now() + 20_000;
      for (;;) {
        try {
          if ((await fetch(url)).ok) break;
        } catch {
          if (Date.now() > deadline) throw new Error('the dev server did not start');
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      const errors: string[] = [];
      const page = await openPage(browser, errors);
      await page.goto(url);
      await waitForFinished(page, 60_000);
      await closeApp({ page, errors });
    } finally {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    }
  },
};
