/**
 * Zooming and panning the timeline with the pointer (the timeline's own handler, no d3):
 * the wheel over the axis zooms in and out about the pointer, a drag along the axis pans,
 * a plain wheel over the lanes is left to the page, and Ctrl + wheel over them zooms. Read
 * from the axis's tick labels (milliseconds), with playback paused so only the gesture
 * moves the window.
 */
import type { Browser, Page } from 'playwright-core';
import { assert, closeApp, openApp, screenshot, waitForFinished } from '../app-page.ts';

const AXIS = 'svg[aria-label^="Time axis"]';

/**
 * The axis as labelled: the band of ticks (the window and a window's width either side,
 * which only translates while the window slides) and where on screen each label sits.
 */
interface AxisReading {
  /** Last label minus first, in ms: three window widths, rounded to the ticks. */
  span: number;
  /** Screen x of each label's centre, by its value in ms. */
  xOf: Map<number, number>;
}

async function readAxis(page: Page): Promise<AxisReading> {
  const labels = await page.locator(AXIS).evaluate((svg) =>
    [...svg.querySelectorAll('text')].map((t) => {
      const box = t.getBoundingClientRect();
      return { text: t.textContent ?? '', x: box.x + box.width / 2 };
    }),
  );
  const xOf = new Map<number, number>();
  for (const { text, x } of labels) {
    const value = Number(text.replaceAll(',', '').replace('\u2212', '-'));
    if (text !== '' && Number.isFinite(value)) xOf.set(value, x);
  }
  const values = [...xOf.keys()].sort((a, b) => a - b);
  assert(values.length >= 2, `the axis shows fewer than two labels: ${labels.map((l) => l.text)}`);
  return { span: values[values.length - 1]! - values[0]!, xOf };
}

/**
 * How far right a label both readings show inside the axis moved on screen, in px (labels
 * beyond the window sit piled at the axis's two ends).
 */
function shiftPx(before: AxisReading, after: AxisReading): number {
  const inside = (r: AxisReading): Map<number, number> => {
    const xs = [...r.xOf.values()];
    const [left, right] = [Math.min(...xs) + 20, Math.max(...xs) - 20];
    return new Map([...r.xOf].filter(([, x]) => x > left && x < right));
  };
  const a = inside(before);
  const b = inside(after);
  for (const [value, x] of a) {
    const moved = b.get(value);
    if (moved !== undefined) return moved - x;
  }
  throw new Error('no label inside the axis in both readings');
}

export const zoomChecks = {
  async 'the wheel over the axis zooms, a drag along the axis pans, a plain wheel over the lanes scrolls the page'(
    browser: Browser,
  ) {
    const app = await openApp(browser);
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page);
    const pause = page.getByRole('button', { name: /Pause/ }).first();
    if (await pause.isVisible()) await pause.click();
    const whole = await readAxis(page);

    const axis = (await page.locator(AXIS).boundingBox())!;
    await page.mouse.move(axis.x + axis.width / 2, axis.y + axis.height / 2);
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -100);
    await page.waitForTimeout(300);
    const zoomedIn = await readAxis(page);
    assert(
      zoomedIn.span < whole.span,
      `the wheel did not zoom in: labelled span ${whole.span} -> ${zoomedIn.span} ms`,
    );

    const axisY = axis.y + axis.height / 2;
    await page.mouse.move(axis.x + axis.width * 0.7, axisY);
    await page.mouse.down();
    await page.mouse.move(axis.x + axis.width * 0.3, axisY, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    const panned = await readAxis(page);
    const dragPx = axis.width * 0.4;
    const moved = shiftPx(zoomedIn, panned);
    assert(
      panned.span === zoomedIn.span && Math.abs(moved + dragPx) < 0.1 * dragPx,
      `dragging ${dragPx} px left moved the axis labels ${moved} px (zoom kept: ${panned.span === zoomedIn.span})`,
    );

    const canvas = (await page.getByTestId('timeline-canvas').first().boundingBox())!;
    await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + Math.min(30, canvas.height / 2));
    const plain = page.evaluate(
      () =>
        new Promise<boolean>((done) =>
          window.addEventListener('wheel', (e) => done(e.defaultPrevented), { once: true }),
        ),
    );
    await page.mouse.wheel(0, 100);
    assert(!(await plain), 'a plain wheel over the lanes was kept from the page');
    await page.waitForTimeout(300);
    const afterPlain = await readAxis(page);
    assert(
      afterPlain.span === panned.span && shiftPx(panned, afterPlain) === 0,
      'a plain wheel over the lanes moved the window',
    );

    await page.keyboard.down('Control');
    for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 100);
    await page.keyboard.up('Control');
    await page.waitForTimeout(300);
    const zoomedOut = await readAxis(page);
    assert(
      zoomedOut.span > panned.span,
      `Ctrl + wheel over the lanes did not zoom out: labelled span ${panned.span} -> ${zoomedOut.span} ms`,
    );
    await screenshot(page, 'zoom-pan', false);
    await closeApp(app);
  },
};
