/**
 * The first screen: the default scenario runs by itself, its timeline animates (first and
 * only the variant in focus: the first planned, or a link's), its results equal the
 * engine's in Node, and the playback keys work.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { createSimulation } from '../../../src/model/index.ts';
import { planRuns } from '../../../src/scenario/run-plan.ts';
import {
  assert,
  closeApp,
  drawnRunTitles,
  openApp,
  paintedSegments,
  playheadUs,
  resultRows,
  screenshot,
  waitForFinished,
  waitForSegments,
} from '../app-page.ts';

/** What the engine gives for each variant of a built-in scenario, run here in Node. */
function expectedCommitted(id: string): Map<string | null, number> {
  const doc: unknown = JSON.parse(readFileSync(`scenarios/${id}.json`, 'utf8'));
  const plan = planRuns(doc);
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  return new Map(
    plan.value.map((r) => [r.variant, createSimulation(r.scenario).runToEnd().committed]),
  );
}

export const firstScreenChecks = {
  async 'the default scenario plays on load: the timeline animates and shows segments'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '', { recordRunTitles: true });
    const { page } = app;
    await waitForSegments(page);
    const t0 = await playheadUs(page);
    await page.waitForTimeout(800);
    const t1 = await playheadUs(page);
    assert(t1 > t0, `the playhead did not move while playing (${t0} → ${t1} µs)`);
    assert((await paintedSegments(page)) > 0, 'no segments painted');
    await page.getByRole('button', { name: 'Pause' }).first().waitFor();
    await screenshot(page, 'first-screen', false);
    // The variant in focus (the first planned) is the first run drawn, and the only one,
    // preview and view alike: no other variant's run before it, no swap once views are ready.
    await waitForFinished(page);
    const drawn = await drawnRunTitles(page);
    assert(
      drawn.length === 1 && drawn[0]!.join('|') === 'Strict 2PL',
      `the timeline drew ${JSON.stringify(drawn)}, not Strict 2PL alone`,
    );
    await closeApp(app);
  },

  async 'a link’s variant is the first run drawn, though another variant is planned first'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl&variant=no-locks', {
      recordRunTitles: true,
    });
    const { page } = app;
    await waitForSegments(page);
    await screenshot(page, 'first-screen-link-variant', false);
    await waitForFinished(page);
    const drawn = await drawnRunTitles(page);
    assert(
      drawn.length === 1 && drawn[0]!.join('|') === 'No locking (unsafe reference)',
      `the timeline drew ${JSON.stringify(drawn)}, not the link's variant alone`,
    );
    await closeApp(app);
  },

  async 'the default scenario shows the same results as the engine in Node'(browser: Browser) {
    const app = await openApp(browser);
    const { page } = app;
    await waitForFinished(page);
    const rows = await resultRows(page);
    const expected = expectedCommitted('textbook-2pl');
    assert(rows.length === expected.size, `expected ${expected.size} rows, got ${rows.length}`);
    for (const [variant, committed] of expected) {
      const shown = rows.some((r) => r.split('\t').includes(committed.toLocaleString('en-US')));
      assert(shown, `variant ${variant}: ${committed} committed not in ${JSON.stringify(rows)}`);
    }
    await screenshot(page, 'default-scenario');
    await closeApp(app);
  },

  async 'keyboard: space pauses and plays, End jumps to the end, Home to the start'(
    browser: Browser,
  ) {
    const app = await openApp(browser);
    const { page } = app;
    const canvas = page.getByTestId('timeline-canvas').first();
    await canvas.waitFor({ timeout: 20_000 });
    await canvas.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Play' }).first().waitFor();
    const paused = await playheadUs(page);
    await page.waitForTimeout(300);
    assert((await playheadUs(page)) === paused, 'the playhead moved while paused');
    await page.keyboard.press('End');
    const end = await playheadUs(page);
    assert(end > paused, `End did not move to the end (${paused} → ${end})`);
    await page.keyboard.press('Home');
    assert((await playheadUs(page)) < end, 'Home did not move back');
    await page.keyboard.press('ArrowRight');
    const stepped = await playheadUs(page);
    assert(stepped > 0, 'ArrowRight did not step to the next event');
    await closeApp(app);
  },
};
