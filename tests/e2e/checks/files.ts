/**
 * Files in and out: a malformed scenario file is refused with a message naming the problem
 * and nothing is lost; a good one is loaded and run; the results (CSV, JSON), the trace, the
 * scenario and a chart's data download, each recording the model version and scenario hash.
 */
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { MODEL_VERSION } from '../../../src/base/model-version.ts';
import { scenarioHash } from '../../../src/scenario/url-codec.ts';
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
    // Every file records the model version and the default built-in's hash, as links do.
    const hash = scenarioHash(JSON.parse(readFileSync('scenarios/textbook-2pl.json', 'utf8')));
    const carries = (id: string, text: string): void =>
      assert(
        text.includes(String(MODEL_VERSION)) && text.includes(hash),
        `${id}: no model version ${MODEL_VERSION} and scenario hash ${hash} in the file`,
      );
    await showPageTab(page, 'Share and export');
    for (const [id, pattern] of [
      ['download-csv', /\.csv$/],
      ['download-results-json', /\.json$/],
      ['download-trace', /\.json$/],
      ['download-scenario', /\.json$/],
      ['chart-csv', /\.csv$/],
    ] as const) {
      // A chart's own export sits beside the chart, on the Results tab.
      if (id === 'chart-csv') await showPageTab(page, 'Results');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(id).first().click(),
      ]);
      const name = download.suggestedFilename();
      assert(pattern.test(name), `${id}: unexpected file name ${name}`);
      const path = await download.path();
      const text = readFileSync(path, 'utf8');
      assert(text.length > 20, `${id}: the file is empty`);
      carries(id, text);
      if (id === 'download-csv' || id === 'chart-csv') {
        const header = text.slice(0, text.indexOf('\n'));
        assert(header.endsWith(',modelVersion,scenarioHash'), `${id}: header ${header}`);
      }
      if (id === 'download-trace') {
        const trace = JSON.parse(text) as { traceEvents?: unknown[] };
        assert((trace.traceEvents?.length ?? 0) > 100, 'the trace has no events');
      }
    }
    await closeApp(app);
  },
};
