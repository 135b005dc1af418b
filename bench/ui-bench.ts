/**
 * The web app's responsiveness, measured in Debian's Chromium against the production build
 * (run `vite build` first; `npm run bench` does): time from navigation to the first
 * animated timeline frame, frame rate while playing with the whole run in view (thousands of
 * visible segments) and with four runs compared while the window scrolls, and the gzipped
 * size of what the browser downloads to open the page (and of the whole build, which also
 * holds chunks loaded only on demand: other scenarios, the parser for the worker's rare
 * unparsed run). Each timed figure is measured three times and printed as min / median /
 * max beside its target. Not a test: numbers vary with the machine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, startPreview, stopPreview } from '../tests/e2e/browser.ts';

/**
 * The build to serve and measure: `dist` unless UI_BENCH_DIST names another (say an older
 * commit's build, to compare the two in the same window). UI_BENCH_ONLY=first measures only
 * the first animated frame (UI_BENCH_RUNS times, 3 unless told).
 */
const DIST = process.env['UI_BENCH_DIST'] ?? 'dist';
const ONLY_FIRST_FRAME = process.env['UI_BENCH_ONLY'] === 'first';

function gzippedBytes(dir: string): { total: number; files: number } {
  let total = 0;
  let files = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const sub = gzippedBytes(path);
      total += sub.total;
      files += sub.files;
    } else if (/\.(js|css|html|svg|json)$/.test(name)) {
      total += gzipSync(readFileSync(path), { level: 9 }).length;
      files++;
    }
  }
  return { total, files };
}

/** Records, in the page, when the timeline canvas first paints segments. */
const FIRST_FRAME_PROBE = `
  window.lockstepFirstFrameMs = null;
  new MutationObserver((records, observer) => {
    for (const r of records) {
      const el = r.target;
      if (el instanceof HTMLCanvasElement && Number(el.dataset.paintedSegments) > 0) {
        window.lockstepFirstFrameMs = performance.now();
        observer.disconnect();
        return;
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-painted-segments'] });
`;

/**
 * Frames per second over 3 s of playing, counted in the page. A string, not a function:
 * the page must not see the bundler's helpers that a compiled function would reference.
 */
const COUNT_FRAMES = `new Promise((resolve) => {
  const frames = [];
  const start = performance.now();
  const tick = (now) => {
    frames.push(now);
    if (now - start < 3000) requestAnimationFrame(tick);
    else {
      const gaps = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
      const canvas = document.querySelector('[data-testid=timeline-canvas]');
      resolve({
        fps: (frames.length - 1) / ((frames.at(-1) - frames[0]) / 1000),
        p95FrameMs: gaps[Math.floor(gaps.length * 0.95)],
        painted: Number(canvas?.getAttribute('data-painted-segments') ?? 0),
      });
    }
  };
  requestAnimationFrame(tick);
})`;

interface FrameRate {
  fps: number;
  p95FrameMs: number;
  painted: number;
  /** Segments (transaction and device) that overlap the window at the end of the count. */
  visible: number;
}

/** Segments of every shown run that overlap the visible window, counted from the page's text. */
const COUNT_VISIBLE = `(() => {
  const el = document.querySelector('[data-testid=timeline-canvas]');
  return Number(el?.getAttribute('data-visible-segments') ?? NaN);
})()`;

/** Same-run figures, three of each: min / median / max. */
function spread(xs: readonly number[], digits = 0): string {
  const sorted = xs.toSorted((a, b) => a - b);
  const f = (x: number) => x.toFixed(digits);
  return `${f(sorted[0]!)} / ${f(sorted[Math.floor(sorted.length / 2)]!)} / ${f(sorted.at(-1)!)}`;
}

const RUNS = Number(process.env['UI_BENCH_RUNS'] ?? 3);

interface PlaySetup {
  /** Fragment of the link to open ('' for the default scenario). */
  link: string;
  compare: boolean;
  fit: boolean;
  sliderPosition: number;
}

async function playingFrameRate(browser: Browser, setup: PlaySetup): Promise<FrameRate> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(BASE_URL + setup.link);
  await page
    .getByTestId('run-status')
    .filter({ hasText: /^Finished/ })
    .waitFor({ timeout: 120_000 });
  if (setup.compare) await page.getByTestId('compare-all').check();
  await page.getByTestId('timeline-canvas').first().waitFor();
  if (setup.fit) await page.getByRole('button', { name: 'Fit the whole run' }).click();
  else for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByLabel('Playback speed').fill(String(setup.sliderPosition));
  await page.getByRole('button', { name: 'Jump to start' }).click();
  if ((await page.getByRole('button', { name: 'Pause' }).count()) === 0) {
    await page.getByRole('button', { name: 'Play' }).click();
  }
  const counted = (await page.evaluate(COUNT_FRAMES)) as Omit<FrameRate, 'visible'>;
  const visible = (await page.evaluate(COUNT_VISIBLE)) as number;
  await page.close();
  return { ...counted, visible };
}

/** Gzipped bytes of every response the page loads until its first run finishes. */
async function downloadedOnOpen(browser: Browser): Promise<{ bytes: number; files: number }> {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // By address: two workers load the same script once (the second comes from the cache).
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' || !response.ok()) return;
    if (bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(BASE_URL);
  await page
    .getByTestId('run-status')
    .filter({ hasText: /^Finished/ })
    .waitFor({ timeout: 60_000 });
  const sizes = await Promise.all(bodies.values());
  await page.close();
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}

async function firstAnimatedFrameMs(browser: Browser): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(FIRST_FRAME_PROBE);
  await page.goto(BASE_URL);
  await page.waitForFunction(
    () => (window as { lockstepFirstFrameMs?: number | null }).lockstepFirstFrameMs,
    null,
    { timeout: 30_000 },
  );
  const ms = await page.evaluate(
    () => (window as unknown as { lockstepFirstFrameMs: number }).lockstepFirstFrameMs,
  );
  await page.close();
  return ms;
}

async function measure(): Promise<void> {
  const size = gzippedBytes(DIST);
  const server = await startPreview(DIST);
  const browser = await launchChromium();
  try {
    const firstFrames: number[] = [];
    for (let i = 0; i < RUNS; i++) firstFrames.push(await firstAnimatedFrameMs(browser));
    console.log(
      `first animated frame: ${spread(firstFrames)} ms (min / median / max of ${RUNS}; target < 800 ms)`,
    );
    if (ONLY_FIRST_FRAME) return;

    const setups: [string, PlaySetup, string][] = [
      [
        'whole run in view',
        { link: '', compare: false, fit: true, sliderPosition: 1 },
        'target >= 58 fps',
      ],
      [
        '2 runs, window scrolling',
        { link: '', compare: true, fit: false, sliderPosition: 300 },
        'target >= 50 fps',
      ],
      [
        '4 runs compared (charm-concurrency), window scrolling',
        { link: '#v=1&id=charm-concurrency', compare: true, fit: false, sliderPosition: 300 },
        'target >= 50 fps',
      ],
    ];
    for (const [name, setup, target] of setups) {
      const rates: FrameRate[] = [];
      for (let i = 0; i < RUNS; i++) rates.push(await playingFrameRate(browser, setup));
      const last = rates.at(-1)!;
      console.log(
        `frame rate while playing (${name}): ${spread(
          rates.map((r) => r.fps),
          1,
        )} fps (min / median / max of ${RUNS}; ${target}); ${last.visible} segments in view painted as ${last.painted} rectangles, p95 frame ${spread(
          rates.map((r) => r.p95FrameMs),
          1,
        )} ms`,
      );
    }

    const opened: number[] = [];
    let files = 0;
    for (let i = 0; i < RUNS; i++) {
      const d = await downloadedOnOpen(browser);
      opened.push(d.bytes);
      files = d.files;
    }
    console.log(
      `downloaded to open the page: ${(Math.max(...opened) / 1024).toFixed(1)} KB gzipped in ${files} files (target < 200 KB)`,
    );
    console.log(
      `whole build: ${(size.total / 1024).toFixed(1)} KB gzipped in ${size.files} files, each compressed alone (on-demand chunks included)`,
    );
  } finally {
    await browser.close();
    stopPreview(server);
  }
}

await measure();
