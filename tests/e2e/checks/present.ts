/**
 * Lecture checks: presentation mode at 1920×1080 and 1280×720 (lane heights and label
 * sizes read from the page; at 1280×720 five or more of textbook-2pl's terminal lanes in
 * view, the speed on the transport's row, no page scroll and no region over another, the
 * long note folded with a button that unfolds it), the presenter-remote keys (Page Down to
 * the next note and paused, B to blank), the keyboard-help dialog (opens on ?, traps focus,
 * closes on Escape and returns focus), the focus ring around the timeline canvas, and
 * axe-core in presentation mode (skipped, and said so, where axe-core is not installed).
 */
import type { Browser, Page } from 'playwright-core';
import { contrastRatio } from '../../../src/ui/theme/contrast.ts';
import { axeScript, seriousViolations } from '../axe.ts';
import { assert, closeApp, openApp, playheadUs, screenshot, waitForFinished } from '../app-page.ts';
import {
  regionProblems,
  speedBesideTransport,
  terminalLanesInView,
  verticalOverflow,
} from '../screen-layout.ts';

/** `rgb(r, g, b)` as `#rrggbb`. */
function hexOf(rgb: string): string {
  const parts = rgb.match(/\d+/g)?.slice(0, 3) ?? [];
  return `#${parts.map((p) => Number(p).toString(16).padStart(2, '0')).join('')}`;
}

/** Heights and font sizes of the timeline's lane labels, in CSS px. */
async function laneLabelSizes(page: Page): Promise<{ heights: number[]; fonts: number[] }> {
  return page.$$eval('.timeline-lane-label', (labels) => ({
    heights: labels.map((l) => l.getBoundingClientRect().height),
    fonts: labels.map((l) => Number.parseFloat(getComputedStyle(l).fontSize)),
  }));
}

/**
 * What the presentation buttons lie over, if anything: the scenario's title, the notes
 * disclosure ("All teaching notes"), or any other visible control (button, link, field,
 * summary, tab, focusable element), by bounding boxes; and any button not wholly on screen.
 */
async function buttonsCovering(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const bar = document.querySelector('.wb-about [data-testid=presentation-bar]');
    if (bar === null) return ['no presentation bar beside the title'];
    const buttons = [...bar.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0);
    if (buttons.length === 0) return ['no presentation button shows'];
    const others = document.querySelectorAll(
      '.wb-about h2, .teaching-notes, button, a[href], input, select, textarea, summary, ' +
        '[role=tab], [role=button], [tabindex]:not([tabindex="-1"])',
    );
    const found = [];
    for (const button of buttons) {
      const b = button.getBoundingClientRect();
      const name = (button.textContent || '').trim();
      if (b.left < 0 || b.top < 0 || b.right > innerWidth || b.bottom > innerHeight)
        found.push(name + ' is not wholly on screen');
      for (const el of others) {
        if (bar.contains(el) || el.contains(bar) || el.getClientRects().length === 0) continue;
        const r = el.getBoundingClientRect();
        if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
          found.push(name + ' over ' + el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"');
      }
    }
    return found;
  })()`);
}

/**
 * What keeps the screen from reading whole at its size: a page scroll, a region leaving the
 * window or lying over another, the speed on a row of its own.
 */
async function layoutProblems(page: Page, where: string): Promise<string[]> {
  const problems = (await regionProblems(page)).map((p) => `${where}: ${p}`);
  const overflow = await verticalOverflow(page);
  if (overflow > 0) problems.push(`${where}: the page scrolls by ${overflow} px`);
  if (!(await speedBesideTransport(page)))
    problems.push(`${where}: the speed is on a row of its own, not the transport's`);
  return problems;
}

/** The teaching note's text size and whether its text is cut short (clamped), by the page. */
async function noteText(page: Page): Promise<{ px: number; cut: boolean }> {
  return page
    .getByTestId('current-note')
    .locator('p')
    .evaluate((p) => ({
      px: Number.parseFloat(getComputedStyle(p).fontSize),
      cut: p.scrollHeight > p.clientHeight + 1,
    }));
}

async function isPaused(page: Page): Promise<boolean> {
  return page.getByRole('button', { name: 'Play', exact: true }).first().isVisible();
}

export const presentChecks = {
  async 'presentation mode at 1920×1080 and 1280×720: lanes of 36 px or more, labels of 18 px or more, five terminal lanes in view at 1280×720 with no page scroll'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl');
    const { page } = app;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await waitForFinished(page);
    const before = await laneLabelSizes(page);
    assert(Math.max(...before.heights) < 36, `lanes are ${before.heights[0]} px before presenting`);
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.documentElement.classList.contains('is-presenting'));
    await page.getByTestId('presentation-toggle').filter({ hasText: 'Leave' }).waitFor();
    const after = await laneLabelSizes(page);
    assert(after.heights.length > 0, 'no lane labels in presentation mode');
    assert(
      after.heights.every((h) => h >= 36),
      `lane heights in presentation mode: ${after.heights.join(', ')}`,
    );
    assert(
      after.fonts.every((f) => f >= 18),
      `lane label sizes in presentation mode: ${after.fonts.join(', ')}`,
    );
    const panelFont = await page.$eval('[data-testid=panels-row]', (el) =>
      Number.parseFloat(getComputedStyle(el).fontSize),
    );
    assert(panelFont >= 18, `panel text is ${panelFont} px in presentation mode`);
    const small = await page.$$eval('[data-testid=panels-row] *', (els) =>
      els
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ size: Number.parseFloat(getComputedStyle(el).fontSize), el }))
        .filter((x) => x.size < 18)
        .map((x) => `${x.el.className || x.el.tagName} ${x.size}px`),
    );
    assert(small.length === 0, `panel text under 18 px: ${[...new Set(small)].join(', ')}`);
    assert(!(await page.getByTestId('app-header').isVisible()), 'the page header still shows');
    await page.waitForTimeout(300);
    const problems = await layoutProblems(page, '1920×1080');
    await screenshot(page, 'presentation-1920', false);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.waitForTimeout(300);
    await screenshot(page, 'presentation-1280', false);
    // The projector's 1280×720: the lanes take the height, at the same sizes.
    problems.push(...(await layoutProblems(page, '1280×720')));
    assert(problems.length === 0, problems.join('\n'));
    const lanes = await terminalLanesInView(page);
    assert(lanes >= 5, `only ${lanes} terminal lanes in view at 1280×720, not 5 or more`);
    const projected = await laneLabelSizes(page);
    assert(
      projected.heights.every((h) => h >= 36) && projected.fonts.every((f) => f >= 18),
      `at 1280×720 lanes of ${Math.min(...projected.heights)} px, labels of ${Math.min(...projected.fonts)} px`,
    );
    const note = await noteText(page);
    assert(note.px >= 24, `the note's text is ${note.px} px at 1280×720, under 24`);
    await page.keyboard.press('p');
    await page.waitForFunction(() => !document.documentElement.classList.contains('is-presenting'));
    await closeApp(app);
  },

  async 'presentation mode at 1280×720 and 1920×1080: the Leave and Keys buttons lie over no title, notes disclosure or control, no region over another, no page scroll (textbook-2pl, elr-crash, charm-concurrency)'(
    browser: Browser,
  ) {
    const problems: string[] = [];
    for (const id of ['textbook-2pl', 'elr-crash', 'charm-concurrency']) {
      const app = await openApp(browser, `#v=1&id=${id}`);
      const { page } = app;
      await page.setViewportSize({ width: 1280, height: 720 });
      await waitForFinished(page);
      await page.keyboard.press('p');
      await page.waitForFunction(() =>
        document.documentElement.classList.contains('is-presenting'),
      );
      for (const [width, height] of [
        [1280, 720],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(300);
        for (const c of await buttonsCovering(page))
          problems.push(`${id} at ${width}×${height}: ${c}`);
        problems.push(...(await layoutProblems(page, `${id} at ${width}×${height}`)));
        await screenshot(page, `presentation-buttons-${id}-${width}`, false);
      }
      await closeApp(app);
    }
    assert(problems.length === 0, problems.join('\n'));
  },

  async 'presentation mode: Page Down jumps to the next note and pauses, the long note unfolds and folds, B blanks and unblanks'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=elr-crash');
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page);
    await page.getByTestId('presentation-toggle').click();
    await page.getByRole('button', { name: 'Play', exact: true }).first().click();
    await page.keyboard.press('Home');
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    const at = await playheadUs(page);
    assert(at === 203_500, `Page Down went to ${at} µs, not the note at 203,500 µs`);
    assert(await isPaused(page), 'still playing after Page Down');
    await page.waitForTimeout(400);
    assert((await playheadUs(page)) === at, 'the playhead moved after Page Down');
    await screenshot(page, 'presentation-note', false);
    // The long note at 203.5 ms leaves the timeline's buttons wholly on screen, not cut off.
    const playShows = await page
      .getByRole('button', { name: 'Play', exact: true })
      .first()
      .evaluate((b) => {
        const r = b.getBoundingClientRect();
        const corners = [
          [r.left + 2, r.top + 2],
          [r.right - 2, r.bottom - 2],
        ];
        return corners.every(([x, y]) => b.contains(document.elementFromPoint(x!, y!)));
      });
    assert(playShows, 'under the note at 203.5 ms the Play button is covered or cut off');
    // Folded to a few lines, the long note unfolds whole with its button, and folds again.
    assert((await noteText(page)).cut, 'the long note at 203.5 ms is not folded');
    const whole = page.getByTestId('note-whole');
    await whole.click();
    await page.waitForTimeout(300);
    assert(!(await noteText(page)).cut, 'the whole note is still cut short');
    assert(
      (await whole.getAttribute('aria-expanded')) === 'true',
      'the note button is not expanded',
    );
    const unfolded = await layoutProblems(page, 'the whole note at 1280×720');
    assert(unfolded.length === 0, unfolded.join('\n'));
    await screenshot(page, 'presentation-note-whole', false);
    await whole.click();
    await page.waitForTimeout(300);
    assert((await noteText(page)).cut, 'the note did not fold again');
    await page.keyboard.press('PageUp');
    assert((await playheadUs(page)) === at, 'Page Up moved with no earlier note');
    await page.keyboard.press('b');
    await page.getByTestId('blank-screen').waitFor();
    const cover = await page
      .getByTestId('blank-screen')
      .evaluate((el) => [getComputedStyle(el).backgroundColor, el.getBoundingClientRect().width]);
    assert(cover[0] === 'rgb(0, 0, 0)' && cover[1] === 1280, `the blank is ${cover.join(' ')}`);
    await screenshot(page, 'presentation-blank', false);
    await page.keyboard.press('b');
    await page.getByTestId('blank-screen').waitFor({ state: 'detached' });
    await closeApp(app);
  },

  async 'axe-core finds no serious or critical violation in presentation mode, nor with the ? dialog open'(
    browser: Browser,
  ) {
    const script = axeScript();
    if (script === null) {
      console.log('    (skipped: axe-core is not installed; set AXE_CORE_PATH to its axe.min.js)');
      return;
    }
    const app = await openApp(browser, '#v=1&id=textbook-2pl');
    const { page } = app;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await waitForFinished(page);
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.documentElement.classList.contains('is-presenting'));
    const presenting = await seriousViolations(page, script);
    assert(presenting.length === 0, `presentation mode: ${JSON.stringify(presenting, null, 1)}`);
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    const help = await seriousViolations(page, script);
    assert(help.length === 0, `the ? dialog: ${JSON.stringify(help, null, 1)}`);
    await closeApp(app);
  },

  async 'the ? dialog lists the keys, traps focus, closes on Escape and returns focus'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl');
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    assert((await dialog.getByText('Page Down').count()) > 0, 'the help lacks Page Down');
    await screenshot(page, 'keyboard-help', false);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 === 0 ? 'Tab' : 'Shift+Tab');
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
      assert(inside, `focus left the dialog after ${i + 1} tabs`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Opened from its button, it gives focus back to that button.
    const opener = page.getByTestId('keyboard-help-open');
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const back = await opener.evaluate((b) => b === document.activeElement);
    assert(back, 'focus did not return to the Keys button');
    await closeApp(app);
  },

  async 'the focused timeline canvas has a ring that its scrolling frame does not clip, and every control one at 3:1'(
    browser: Browser,
  ) {
    const app = await openApp(browser, '#v=1&id=textbook-2pl');
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForFinished(page);
    const canvas = page.getByTestId('timeline-canvas').first();
    await page.locator('.timeline-controls button').first().focus();
    for (let i = 0; i < 40; i++) {
      if (await canvas.evaluate((c) => c === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    const rings = await canvas.evaluate((c) => {
      const frame = c.closest('.timeline-frame')!;
      const own = getComputedStyle(c);
      const around = getComputedStyle(frame);
      return {
        focused: c === document.activeElement,
        own: [own.outlineStyle, own.outlineOffset, own.outlineColor],
        frame: [around.outlineStyle, around.outlineColor],
      };
    });
    assert(rings.focused, 'Tab did not reach the timeline canvas');
    assert(
      rings.own[0] === 'solid' && Number.parseFloat(rings.own[1]!) < 0,
      `canvas ring ${rings.own.join(' ')}`,
    );
    assert(rings.frame[0] === 'solid', `frame ring ${rings.frame.join(' ')}`);
    await canvas.scrollIntoViewIfNeeded();
    await screenshot(page, 'timeline-focus-ring', false);
    // Every control Tab reaches shows a solid ring of 2 px or more (on itself, or on the
    // label that stands for a hidden file input), from the page's first control on (the
    // sections behind the page tabs are not in the Tab order until their tab is picked:
    // the Share tab's controls are walked too).
    await page.locator('#scenario-select').focus();
    const missing = new Set<string>();
    let stops = 0;
    for (; stops < 80; stops++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement) || el === document.body) return null;
        const shown = el.matches('.share-import-input') ? (el.nextElementSibling ?? el) : el;
        const style = getComputedStyle(shown);
        const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
        return {
          name,
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
          color: style.outlineColor,
        };
      });
      if (ring === null) break;
      if (ring.style === 'none' || ring.width < 2)
        missing.add(`${ring.name} (${ring.style} ${ring.width})`);
      else if (contrastRatio(hexOf(ring.color), '#ffffff') < 3)
        missing.add(`${ring.name} (${ring.color} under 3:1 on white)`);
    }
    assert(stops > 10, `Tab reached only ${stops} controls`);
    await page.getByTestId('page-tabs').getByRole('tab', { name: 'Share and export' }).click();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement) || el === document.body) return null;
        const shown = el.matches('.share-import-input') ? (el.nextElementSibling ?? el) : el;
        const style = getComputedStyle(shown);
        return {
          name: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
        };
      });
      if (ring === null) break;
      if (ring.style === 'none' || ring.width < 2) missing.add(`${ring.name} (${ring.style})`);
    }
    assert(missing.size === 0, `no visible focus ring (3:1) on: ${[...missing].join('; ')}`);
    await closeApp(app);
  },
};
