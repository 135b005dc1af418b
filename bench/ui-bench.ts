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

    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(BASE_URL);
    const canvas = page.getByTestId('timeline-canvas').first();
    await canvas.waitFor();
    await page.waitForFunction(
      () =>
        Number(
          document
            .querySelector('[data-testid=timeline-canvas]')
            ?.getAttribute('data-painted-segments'),
        ) > 0,
    );
    // Whole run in view, slow enough that playing lasts the measurement.
    await page.getByRole('button', { name: /fit/i }).first().click();
    await page.getByLabel(/speed/i).first().fill('1');
    const playing = await page.getByRole('button', { name: /^pause/i }).count();
    if (playing === 0) await page.getByRole('button', { name: /^play/i }).first().click();
    const result = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid=timeline-canvas]');
      const frames: number[] = [];
      await new Promise<void>((resolve) => {
        const start = performance.now();
        const tick = (now: number): void => {
          frames.push(now);
          if (now - start < 3000) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      const seconds = (frames.at(-1)! - frames[0]!) / 1000;
      const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
      return {
        fps: (frames.length - 1) / seconds,
        worstFrameMs: Math.max(...gaps),
        segments: Number(el?.getAttribute('data-painted-segments') ?? 0),
      };
    });
    await page.close();

    const median = firstFrames.toSorted((a, b) => a - b)[1]!;
    console.log(
      `first animated frame: ${median.toFixed(0)} ms (median of 3: ${firstFrames.map((x) => x.toFixed(0)).join(', ')}; target < 1500 ms)`,
    );
    console.log(
      `frame rate while playing: ${result.fps.toFixed(1)} fps with ${result.segments} painted segments (worst frame ${result.worstFrameMs.toFixed(1)} ms; target >= 50 fps with >= 5000 segments)`,
    );
    console.log(
      `built app: ${(size.total / 1024).toFixed(1)} KB gzipped in ${size.files} files (target < 350 KB)`,
    );
  } finally {
    await browser.close();
    stopPreview(server);
  }
}

await measure();
