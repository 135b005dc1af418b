/**
 * The web app's responsiveness, measured in Debian's Chromium against the production build
 * (run `vite build` first; `npm run bench` does): time from navigation to the first
 * animated timeline frame, frame rate while playing with the whole run in view (thousands of
 * visible segments), and the gzipped size of what the browser downloads. Prints one line
 * per number with its target. Not a test: numbers vary with the machine.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchChromium, startPreview, stopPreview } from '../tests/e2e/browser.ts';

const DIST = 'dist';

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

async function playingFrameRate(
  browser: Browser,
  setup: { compare: boolean; fit: boolean; sliderPosition: number },
): Promise<FrameRate> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(BASE_URL);
  await page
    .getByTestId('run-status')
    .filter({ hasText: /^Finished/ })
    .waitFor({ timeout: 60_000 });
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

async function measure(): Promise<void> {
  const size = gzippedBytes(DIST);
  const server = await startPreview();
  const browser = await launchChromium();
  try {
    const firstFrames: number[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(FIRST_FRAME_PROBE);
      await page.goto(BASE_URL);
      await page.waitForFunction(
        () => (window as { lockstepFirstFrameMs?: number | null }).lockstepFirstFrameMs,
        null,
        {
          timeout: 30_000,
        },
      );
      firstFrames.push(
        await page.evaluate(
          () => (window as unknown as { lockstepFirstFrameMs: number }).lockstepFirstFrameMs,
        ),
      );
      await page.close();
    }

    const fitted = await playingFrameRate(browser, {
      compare: false,
      fit: true,
      sliderPosition: 1,
    });
    const scrolling = await playingFrameRate(browser, {
      compare: true,
      fit: false,
      sliderPosition: 300,
    });

    const median = firstFrames.toSorted((a, b) => a - b)[1]!;
    console.log(
      `first animated frame: ${median.toFixed(0)} ms (median of 3: ${firstFrames.map((x) => x.toFixed(0)).join(', ')}; target < 800 ms)`,
    );
    for (const [name, r, fps] of [
      ['whole run in view', fitted, 58],
      ['2 runs, window scrolling', scrolling, 50],
    ] as const) {
      console.log(
        `frame rate while playing (${name}): ${r.fps.toFixed(1)} fps, ${r.visible} segments in view painted as ${r.painted} rectangles (p95 frame ${r.p95FrameMs.toFixed(1)} ms; target >= ${fps} fps with >= 5000 segments)`,
      );
    }
    console.log(
      `built app: ${(size.total / 1024).toFixed(1)} KB gzipped in ${size.files} files (target < 200 KB)`,
    );
  } finally {
    await browser.close();
    stopPreview(server);
  }
}

await measure();
