/**
 * Files in and out: a malformed scenario file is refused with a message naming the problem
 * and nothing is lost; a good one is loaded and run; the scenario downloads as JSON.
 */
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import {
  assert,
  closeApp,
  openApp,
  resultRows,
  screenshot,
  waitForFinished,
  showPageTab,
} from '../app-page.ts';

export const fileChecks = {
  async 'a malformed imported file shows a message naming the problem; a good one runs'(
    browser: Browser,
  ) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    const rowsBefore = await resultRows(page);
    await showPageTab(page, 'Share and export');
    const input = page.getByTestId('import-scenario');
    await input.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ "version": 1, "id": "x", oops }'),
    });
    const status = page.getByTestId('share-status');
    await status.filter({ hasText: /broken\.json/ }).waitFor();
    const message = await status.innerText();
    assert(/not JSON|line/i.test(message), `unclear message: ${message}`);
    assert(
      JSON.stringify(await resultRows(page)) === JSON.stringify(rowsBefore),
      'the results were lost',
    );
    await showPageTab(page, 'Share and export');

    const doc = JSON.parse(readFileSync('scenarios/textbook-2pl.json', 'utf8')) as Record<
      string,
      unknown
    >;
    (doc['workload'] as Record<string, unknown>)['terminals'] = -3;
    await input.setInputFiles({
      name: 'bad-terminals.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(doc)),
    });
    await status.filter({ hasText: /workload\.terminals/ }).waitFor();
    await screenshot(page, 'import-error', false);

    (doc['workload'] as Record<string, unknown>)['terminals'] = 4;
    doc['title'] = 'Four terminals, imported';
    await input.setInputFiles({
      name: 'four.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(doc)),
    });
    await page
      .getByTestId('run-status')
      .filter({ hasText: /Finished .*Four terminals, imported/ })
      .waitFor({ timeout: 20_000 });
    await closeApp(app);
  },

  async 'the results, the trace and the scenario download as files'(browser: Browser) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    await showPageTab(page, 'Share and export');
    for (const [id, pattern] of [
      ['download-csv', /\.csv$/],
      ['download-trace', /\.json$/],
      ['download-scenario', /\.json$/],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(id).click(),
      ]);
      const name = download.suggestedFilename();
      assert(pattern.test(name), `${id}: unexpected file name ${name}`);
      const path = await download.path();
      const text = readFileSync(path, 'utf8');
      assert(text.length > 20, `${id}: the file is empty`);
      if (id === 'download-trace') {
        const trace = JSON.parse(text) as { traceEvents?: unknown[] };
        assert((trace.traceEvents?.length ?? 0) > 100, 'the trace has no events');
      }
    }
    await closeApp(app);
  },
};
