/**
 * What the end-to-end checks do with the app's page: open it (optionally at a link),
 * wait for the runs to finish, read the results table, the playhead and the timeline's
 * painted segments. Selectors live here, so a markup change is fixed in one place.
 */
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, openPage } from './browser.ts';

export const OUT = 'test-output';

export function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export interface AppPage {
  page: Page;
  /** Console errors and uncaught exceptions so far; any of them fails the check. */
  errors: string[];
}

/**
 * Kept in the page from its start: each run-title list the timeline draws, in order, when
 * it changes (a title's own text, without its badges). A string: the page must not see the
 * bundler's helpers a compiled function would reference.
 */
const RECORD_RUN_TITLES = `
  window.lockstepDrawnTitles = [];
  new MutationObserver(() => {
    const titles = [...document.querySelectorAll('.timeline-run-title')].map((el) =>
      [...el.childNodes]
        .filter((n) => !(n instanceof Element && n.classList.contains('unsafe-badge')))
        .map((n) => n.textContent)
        .join(''),
    );
    const seen = window.lockstepDrawnTitles;
    const last = seen.at(-1);
    if (titles.length > 0 && (last === undefined || last.join('|') !== titles.join('|'))) {
      seen.push(titles);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

export async function openApp(
  browser: Browser,
  fragment = '',
  options: { recordRunTitles?: boolean; initScript?: string } = {},
): Promise<AppPage> {
  const errors: string[] = [];
  const page = await openPage(browser, errors);
  if (options.recordRunTitles === true) await page.addInitScript(RECORD_RUN_TITLES);
  if (options.initScript !== undefined) await page.addInitScript(options.initScript);
  await page.goto(BASE_URL + fragment);
  return { page, errors };
}

/** The run-title lists the timeline drew so far, in order (see `recordRunTitles`). */
export async function drawnRunTitles(page: Page): Promise<string[][]> {
  return page.evaluate('window.lockstepDrawnTitles') as Promise<string[][]>;
}

export async function closeApp({ page, errors }: AppPage): Promise<void> {
  await page.close();
  assert(errors.length === 0, errors.join('\n'));
}

export async function waitForFinished(page: Page, timeout = 30_000): Promise<string> {
  const status = page.getByTestId('run-status');
  await status.filter({ hasText: /^Finished/ }).waitFor({ timeout });
  return status.innerText();
}

/**
 * Selects one of the page's tabs ('Workbench', 'Results', 'Sweep', 'Parameters', 'Share and
 * export'); the embed, which has none, is left as it is.
 */
export async function showPageTab(page: Page, label: string): Promise<void> {
  // The page (with its tabs) or the embed (without) is there once the app has started.
  await page
    .locator('[data-testid=page-tabs], [data-testid=app-embed]')
    .first()
    .waitFor({ timeout: 30_000 });
  const tab = page.getByTestId('page-tabs').getByRole('tab', { name: label, exact: true });
  if ((await tab.count()) === 0) return;
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

/** The results table's body rows, as tab-separated cell texts (shows the Results tab). */
export async function resultRows(page: Page): Promise<string[]> {
  await showPageTab(page, 'Results');
  const table = page.getByRole('region', { name: 'Results table' });
  await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  return table.locator('tbody tr').allInnerTexts();
}

/** Throughput (the row's second cell) of each result row, by variant title (first cell). */
export async function throughputByTitle(page: Page): Promise<Map<string, number>> {
  const rows = await resultRows(page);
  return new Map(
    rows.map((r) => {
      const cells = r.split('\t').map((c) => c.trim());
      return [cells[0]!, Number(cells[1]!.replaceAll(',', ''))];
    }),
  );
}

export async function playheadUs(page: Page): Promise<number> {
  return Number(await page.locator('.timeline-scrub input').first().inputValue());
}

export async function paintedSegments(page: Page): Promise<number> {
  const canvas = page.getByTestId('timeline-canvas').first();
  await canvas.waitFor({ timeout: 30_000 });
  return Number((await canvas.getAttribute('data-painted-segments')) ?? 0);
}

/** Waits until the timeline has painted a segment (a preview or a run's view). */
export async function waitForSegments(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      Number(
        document
          .querySelector('[data-testid=timeline-canvas]')
          ?.getAttribute('data-painted-segments'),
      ) > 0,
    null,
    { timeout },
  );
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage });
}
