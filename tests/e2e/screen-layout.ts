/**
 * What the end-to-end checks measure of the workbench's first screen as laid out: how many
 * terminal lanes the timeline shows whole (under its sticky axis, inside its frame and the
 * window), whether the page scrolls, and which of the screen's regions leave the window or
 * lie over one another. Plain JavaScript in strings: the test transpiler would wrap named
 * functions in a helper the page does not have. Leaves out what the regions hold.
 */
import type { Page } from 'playwright-core';

/** The screen's regions, each a box that no other may overlap. */
export const SCREEN_REGIONS: Record<string, string> = {
  title: '.wb-about',
  'view row': '.wb-view-row',
  note: '[data-testid=current-note]',
  transport: '.timeline-controls',
  timeline: '.timeline-frame',
  panels: '[data-testid=workbench-side]',
};

/** Terminal lanes of the first run wholly in view, with the timeline scrolled to its top. */
export async function terminalLanesInView(page: Page): Promise<number> {
  return page.evaluate<number>(`(() => {
    const frame = document.querySelector('.timeline-frame');
    if (frame === null) return 0;
    const f = frame.getBoundingClientRect();
    const axis = frame.querySelector('.timeline-corner');
    const top = f.top + (axis === null ? 0 : axis.getBoundingClientRect().height);
    const bottom = Math.min(f.bottom, innerHeight);
    return [...frame.querySelectorAll('.timeline-lane-label')].filter((label) => {
      const r = label.getBoundingClientRect();
      return /^Terminal /.test((label.textContent || '').trim()) && r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
    }).length;
  })()`);
}

/** How far the page reaches below the window, in CSS px (0: it does not scroll). */
export async function verticalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
}

/** Regions (of SCREEN_REGIONS) missing, leaving the window, or lying over one another. */
export async function regionProblems(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const regions = ${JSON.stringify(SCREEN_REGIONS)};
    const problems = [];
    const boxes = [];
    for (const [name, selector] of Object.entries(regions)) {
      const el = document.querySelector(selector);
      if (el === null || el.getClientRects().length === 0) {
        if (name !== 'view row') problems.push('no ' + name);
        continue;
      }
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
        problems.push(name + ' leaves the window: ' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(' '));
      for (const [other, o] of boxes) {
        if (r.left < o.right - 0.5 && o.left < r.right - 0.5 && r.top < o.bottom - 0.5 && o.top < r.bottom - 0.5)
          problems.push(name + ' lies over ' + other);
      }
      boxes.push([name, r]);
    }
    return problems;
  })()`);
}

/** Whether the Play/Pause button and the speed slider share one row of the controls. */
export async function speedBesideTransport(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const play = document.querySelector('.timeline-controls .timeline-play');
    const speed = document.querySelector('.timeline-controls .timeline-speed input');
    if (play === null || speed === null) return false;
    const p = play.getBoundingClientRect();
    const s = speed.getBoundingClientRect();
    return s.top < p.bottom && p.top < s.bottom;
  })()`);
}
