/**
 * The lecture workbench: at 1280×720 the first screen holds the timeline beside the
 * scenario's main panel (one scenario per technique) with no scrolling, and a note; the
 * compare view shows all 8 runs of tls-optimizations without an inner scroll and lets the
 * instructor pick runs; the embed fits 800×600 in a <main> and waits for Play unless its
 * link says autoplay=1. A small accessibility pass (names, tabs, landmarks) and axe-core (no
 * serious or critical violation) run on each screen. Each technique's screen is also
 * presented at 1920×1080 (lanes of 36 px or more). Screenshots: workbench-<id>.png,
 * workbench-<id>-present-1920.png,
 * workbench-compare-tls-optimizations.png, workbench-embed.png.
 */
import type { Browser, Page } from 'playwright-core';
import { BASE_URL } from '../browser.ts';
import { assert, closeApp, screenshot, type AppPage } from '../app-page.ts';
import { axeScript, seriousViolations } from '../axe.ts';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  height: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  assert(found !== null, `nothing matches ${selector}`);
  return {
    top: found.y,
    bottom: found.y + found.height,
    left: found.x,
    right: found.x + found.width,
    height: found.height,
  };
}

function inView(b: Box, width: number, height: number): boolean {
  return b.top >= 0 && b.left >= 0 && b.bottom <= height + 0.5 && b.right <= width + 0.5;
}

/**
 * Problems a person using a screen reader or the keyboard would meet on the screen. Plain
 * JavaScript in a string: the test transpiler would wrap named functions in a helper the
 * page does not have.
 */
const ACCESSIBILITY_SCRIPT = `(() => {
  const problems = [];
  const nameOf = (el) => {
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled !== null) {
      return labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    }
    const aria = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '';
    if (aria.trim() !== '') return aria;
    if (el.labels && el.labels.length > 0) {
      return [...el.labels].map((l) => l.textContent ?? '').join(' ').trim();
    }
    return (el.textContent ?? '').trim();
  };
  for (const el of document.querySelectorAll('button, input, select, textarea, [role=tab]')) {
    if (el.offsetParent !== null && nameOf(el) === '') problems.push('unnamed ' + el.outerHTML.slice(0, 80));
  }
  if (document.querySelectorAll('main').length !== 1) problems.push('not exactly one <main>');
  if (document.querySelector('h1') === null) problems.push('no h1');
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
  const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (dup.length > 0) problems.push('duplicate ids: ' + dup.slice(0, 3).join(', '));
  for (const tab of document.querySelectorAll('[role=tab]')) {
    const controls = tab.getAttribute('aria-controls');
    if (controls === null || document.getElementById(controls) === null) {
      problems.push('tab "' + tab.textContent + '" controls nothing');
    }
    if (tab.getAttribute('aria-selected') === null) problems.push('tab without aria-selected');
  }
  return problems;
})()`;

async function accessibilityProblems(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(ACCESSIBILITY_SCRIPT);
}

async function assertAccessible(page: Page, screen: string): Promise<void> {
  const problems = await accessibilityProblems(page);
  assert(problems.length === 0, `${screen}: ${problems.join('; ')}`);
  const script = axeScript();
  if (script === null) {
    console.log(`    (${screen}: axe-core skipped, not installed)`);
    return;
  }
  const violations = await seriousViolations(page, script);
  assert(
    violations.length === 0,
    `${screen}: axe-core: ${violations.map((v) => `${v.id} (${v.impact}) ${v.targets.join(' ')}`).join('; ')}`,
  );
}

/** Heights of the timeline's lane labels, in CSS px. */
async function laneHeights(page: Page): Promise<number[]> {
  return page.$$eval('.timeline-lane-label', (labels) =>
    labels.map((l) => l.getBoundingClientRect().height),
  );
}

async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollHeight);
}

async function openAt(browser: Browser, fragment: string, width: number, height: number) {
  const errors: string[] = [];
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
  });
  await page.goto(BASE_URL + fragment);
  const app: AppPage = { page, errors };
  return app;
}

/** Each technique's scenario, the tab its workbench puts first, and that tab's first panel. */
const TECHNIQUE_SCENARIOS: readonly [string, string, string][] = [
  ['textbook-2pl', 'locks', 'wait-for-graph'],
  ['charm-concurrency', 'technique', 'two-stage'],
  ['elr-figure8', 'log', 'log-panel'],
  ['tls-new-order', 'technique', 'tls-panel'],
  ['storage-log-placement', 'technique', 'storage-panel'],
  ['cc-blocking-vs-restart', 'locks', 'wait-for-graph'],
];

async function checkWorkbench(browser: Browser, id: string, tab: string, panel: string) {
  const app = await openAt(browser, `#v=1&id=${id}`, 1280, 720);
  const { page } = app;
  await page.getByTestId('timeline-canvas').first().waitFor({ timeout: 30_000 });
  await page.getByTestId(panel).first().waitFor({ timeout: 30_000 });
  const first = await box(page, '[data-testid=workbench]');
  assert(first.height <= 720.5, `${id}: the workbench is ${first.height} px tall, not ≤ 720`);
  const scrollY = await page.evaluate(() => window.scrollY);
  assert(scrollY === 0, `${id}: the page scrolled to ${scrollY}`);
  const height = await pageHeight(page);
  assert(height <= 720, `${id}: the page is ${height} px tall at 1280×720, so it scrolls`);
  const canvas = await box(page, '[data-testid=timeline-canvas]');
  assert(canvas.height >= 100, `${id}: only ${canvas.height} px of lanes`);
  assert(inView(canvas, 1280, 720), `${id}: the timeline's lanes leave the screen`);
  const shownTab = await page.getByTestId('panel-tabpanel').getAttribute('data-tab');
  assert(shownTab === tab, `${id}: the main tab is ${shownTab}, not ${tab}`);
  const main = await box(page, `[data-testid=panel-tabpanel] [data-testid=${panel}]`);
  assert(
    main.top < 720 && main.bottom > 0 && main.left >= 0 && main.right <= 1280.5,
    `${id}: the main panel ${panel} is off screen (${JSON.stringify(main)})`,
  );
  const notes = page.locator('.current-note, .teaching-notes > summary').first();
  await notes.waitFor();
  const note = await notes.boundingBox();
  assert(note !== null && note.y >= 0 && note.y + note.height <= 720, `${id}: no note in view`);
  await assertAccessible(page, `workbench ${id}`);
  await screenshot(page, `workbench-${id}`, false);
  // The same first screen presented on a 1920×1080 projector: lanes of 36 px or more.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.keyboard.press('p');
  await page.waitForFunction(() => document.documentElement.classList.contains('is-presenting'));
  await page.waitForTimeout(300);
  const heights = await laneHeights(page);
  assert(
    heights.length > 0 && heights.every((h) => h >= 36),
    `${id}: presented lanes are ${heights.join(', ')} px`,
  );
  const lanes = await box(page, '[data-testid=timeline-canvas]');
  assert(lanes.top >= 0 && lanes.top < 1080, `${id}: the presented timeline is off screen`);
  const shown = await box(page, `[data-testid=panel-tabpanel] [data-testid=${panel}]`);
  assert(shown.top < 1080 && shown.right <= 1920.5, `${id}: the presented ${panel} is off screen`);
  await screenshot(page, `workbench-${id}-present-1920`, false);
  await closeApp(app);
}

export const workbenchChecks = {
  ...Object.fromEntries(
    TECHNIQUE_SCENARIOS.map(([id, tab, panel]) => [
      `workbench 1280×720 ${id}: the timeline beside its main panel (${panel}), no scrolling, a note`,
      (browser: Browser) => checkWorkbench(browser, id, tab, panel),
    ]),
  ),

  async 'workbench: the panel tabs switch with a click and the arrow keys'(browser: Browser) {
    const app = await openAt(browser, '#v=1&id=textbook-2pl&variant=2pl', 1280, 720);
    const { page } = app;
    await page.getByTestId('wait-for-graph').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Devices' }).click();
    await page.getByTestId('devices-panel').waitFor();
    assert((await page.getByTestId('wait-for-graph').count()) === 0, 'the locks stayed');
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('counters').waitFor();
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    assert(focused === 'Counters', `the focus is on ${focused}, not the Counters tab`);
    await closeApp(app);
  },

  async "workbench: mpl-thrashing's idle disks fold into one line in the devices tab"(
    browser: Browser,
  ) {
    const app = await openAt(browser, '#v=1&id=mpl-thrashing', 1280, 720);
    const { page } = app;
    await page.getByTestId('timeline-canvas').first().waitFor({ timeout: 90_000 });
    await page.getByRole('tab', { name: 'Devices' }).click();
    const idle = page.getByTestId('devices-idle').first();
    await idle.waitFor({ timeout: 30_000 });
    const summary = await idle.locator('button').innerText();
    assert(/\d+ disks idle$/.test(summary), `the idle disks read "${summary}"`);
    const rows = await page.getByTestId('devices-panel').first().locator('.sp-device').count();
    assert(rows < 40, `the devices panel lists ${rows} devices (256 before folding)`);
    await closeApp(app);
  },

  async 'compare 1280×720 tls-optimizations: all 8 runs in view without an inner scroll, and a pick of two'(
    browser: Browser,
  ) {
    const app = await openAt(browser, '#v=1&id=tls-optimizations', 1280, 720);
    const { page } = app;
    const titles = page.locator('.timeline-run-title');
    await titles.nth(7).waitFor({ timeout: 60_000 });
    const frame = await page.evaluate(() => {
      const f = document.querySelector('.timeline-frame')!;
      return { scroll: f.scrollHeight, client: f.clientHeight };
    });
    assert(
      frame.scroll <= frame.client + 1,
      `the timeline scrolls inside: ${JSON.stringify(frame)}`,
    );
    for (let i = 0; i < 8; i++) {
      const b = await titles.nth(i).boundingBox();
      assert(b !== null && b.y >= 0 && b.y + b.height <= 720, `run ${i + 1} is not in view`);
    }
    await screenshot(page, 'workbench-compare-tls-optimizations', false);
    await page.getByTestId('run-picker').locator('summary').click();
    const boxes = page.getByTestId('run-picker').getByRole('checkbox');
    for (let i = 7; i >= 2; i--) await boxes.nth(i).uncheck();
    await page.getByTestId('run-picker').locator('summary').click();
    const label = await page.getByTestId('timeline-canvas').getAttribute('aria-label');
    assert(/2 runs/.test(label ?? ''), `the pick of two did not apply: ${label}`);
    await screenshot(page, 'workbench-compare-pick-of-two', false);
    const lanes = await page.locator('.timeline-lane-label').first().boundingBox();
    assert(lanes !== null && lanes.height >= 16, `two runs keep small lanes: ${lanes?.height}`);
    await assertAccessible(page, 'compare');
    await screenshot(page, 'workbench-compare-two', false);
    // The pick is in the link: the address names the two runs, and opening it shows them.
    await page.waitForFunction(() => /[#&]runs=[a-z0-9-]+\.[a-z0-9-]+(&|$)/.test(location.hash));
    const picked = await page.evaluate(() => location.hash);
    await closeApp(app);
    const again = await openAt(browser, picked, 1280, 720);
    await again.page.locator('.timeline-run-title').nth(1).waitFor({ timeout: 60_000 });
    const reopened = await again.page.getByTestId('timeline-canvas').getAttribute('aria-label');
    assert(/2 runs/.test(reopened ?? ''), `the link ${picked} did not keep the pick: ${reopened}`);
    await closeApp(again);
  },

  async 'compare 1280×720 cc-blocking-vs-restart: 4 runs of many terminals in view without an inner scroll, Fit not clipped'(
    browser: Browser,
  ) {
    const app = await openAt(browser, '#v=1&id=cc-blocking-vs-restart', 1280, 720);
    const { page } = app;
    const titles = page.locator('.timeline-run-title');
    await titles.nth(3).waitFor({ timeout: 120_000 });
    await page.waitForTimeout(300);
    const frame = await page.evaluate(() => {
      const f = document.querySelector('.timeline-frame')!;
      return { scroll: f.scrollHeight, client: f.clientHeight };
    });
    assert(
      frame.scroll <= frame.client + 1,
      `the timeline scrolls inside: ${JSON.stringify(frame)}`,
    );
    const fit = await box(page, '.wb-timeline-fit');
    for (let i = 0; i < 4; i++) {
      const b = await titles.nth(i).boundingBox();
      assert(
        b !== null && b.y >= fit.top - 1 && b.y + b.height <= fit.bottom + 1,
        `run ${i + 1} is cut off: ${JSON.stringify(b)}, the lanes' box ${JSON.stringify(fit)}`,
      );
    }
    // What is aggregated is said beside the run: terminals drawn over one another per lane.
    const said = await titles.nth(0).innerText();
    assert(/\d+ terminals, \d+ drawn over one another per lane/.test(said), `title: ${said}`);
    const fitButton = await page.getByRole('button', { name: 'Fit the whole run' }).boundingBox();
    const controls = await box(page, '.wb-timeline');
    assert(
      fitButton !== null && fitButton.x + fitButton.width <= controls.right + 1,
      `the Fit button is clipped: ${JSON.stringify(fitButton)} in ${JSON.stringify(controls)}`,
    );
    await screenshot(page, 'workbench-compare-cc-blocking-vs-restart', false);
    await closeApp(app);
  },

  async 'embed 800×600: fits without scrolling, in a <main>, paused unless autoplay=1'(
    browser: Browser,
  ) {
    const app = await openAt(browser, '#v=1&id=textbook-2pl&embed=1', 800, 600);
    const { page } = app;
    await page.getByTestId('timeline-canvas').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Play' }).first().waitFor();
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    assert(height <= 600, `the embed is ${height} px tall`);
    assert((await page.locator('main').count()) === 1, 'the embed has no <main>');
    const canvas = await box(page, '[data-testid=timeline-canvas]');
    assert(canvas.height >= 60 && inView(canvas, 800, 600), 'the embed hides its lanes');
    // The lanes shown, not the canvas's own height: the fitting box clips what overflows.
    const shownLanes = await page.evaluate(() => {
      const frame = document.querySelector('.timeline-frame')!.getBoundingClientRect();
      const fit = document.querySelector('.wb-timeline-fit')!.getBoundingClientRect();
      return Math.min(frame.bottom, fit.bottom) - frame.top - 30;
    });
    assert(shownLanes >= 60, `the embed shows ${shownLanes} px of lanes`);
    // Both compared runs, the second streamed after the first: wait until both titles are
    // drawn (a run's finish redraws the timeline, so one seen once may be redrawn meanwhile).
    await page
      .waitForFunction(() => document.querySelectorAll('.timeline-run-title').length === 2, null, {
        timeout: 30_000,
      })
      .catch(() => undefined);
    // Every compared run's lanes end inside the fitting box (none cut off at its foot).
    const cut = await page.evaluate(() => {
      const fit = document.querySelector('.wb-timeline-fit')!.getBoundingClientRect();
      return [...document.querySelectorAll('.timeline-run-title')]
        .map((t) => ({ title: t.textContent ?? '', bottom: t.getBoundingClientRect().bottom }))
        .filter((t) => t.bottom > fit.bottom + 1)
        .map(
          (t) =>
            `${t.title} ends at ${Math.round(t.bottom)} px, the box at ${Math.round(fit.bottom)}`,
        );
    });
    const runsShown = await page.locator('.timeline-run-title').count();
    assert(runsShown === 2, `the embed compares ${runsShown} runs, not 2`);
    assert(cut.length === 0, `the embed cuts off runs: ${cut.join('; ')}`);
    const t0 = await page.locator('.timeline-scrub input').first().inputValue();
    await page.waitForTimeout(600);
    const t1 = await page.locator('.timeline-scrub input').first().inputValue();
    assert(t0 === t1, `the embed plays by itself (${t0} → ${t1})`);
    await assertAccessible(page, 'embed');
    await screenshot(page, 'workbench-embed', false);
    await closeApp(app);
    const playing = await openAt(browser, '#v=1&id=textbook-2pl&embed=1&autoplay=1', 800, 600);
    await playing.page.getByRole('button', { name: 'Pause' }).first().waitFor({ timeout: 30_000 });
    await closeApp(playing);
  },
};
