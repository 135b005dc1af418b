/**
 * The `paper` key of a link (`#v=1&paper=charm`): which paper page to open. Additive to the
 * link format of url-codec.ts (which ignores keys it does not know): a link with `paper`
 * and no scenario opens the page over the default scenario; with a scenario, that scenario
 * loads under the page. An unknown paper id is a message naming the field and the allowed
 * ids, and the link's scenario (or the default) opens as if the key were absent.
 */
import { PAPER_IDS } from './papers.ts';

export type PaperLinkReading =
  { kind: 'none' } | { kind: 'ok'; paper: string } | { kind: 'error'; message: string };

function keyValue(text: string, key: string): string | null {
  for (const part of text.split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq) !== key) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1));
    } catch {
      return part.slice(eq + 1);
    }
  }
  return null;
}

/** Reads the fragment's `paper` key (with or without '#'). */
export function readPaperLink(fragment: string): PaperLinkReading {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const paper = keyValue(text, 'paper');
  if (paper === null) return { kind: 'none' };
  if (PAPER_IDS.includes(paper)) return { kind: 'ok', paper };
  const shown = paper.length > 40 ? `${paper.slice(0, 40)}...` : paper;
  return {
    kind: 'error',
    message: `link.paper: no paper "${shown}" (one of ${PAPER_IDS.join(', ')}).`,
  };
}

/** Whether the fragment names a scenario too (`id` or `s`), besides its paper. */
export function namesScenario(fragment: string): boolean {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  return keyValue(text, 'id') !== null || keyValue(text, 's') !== null;
}

/** The link fragment (without '#') that opens a paper page. */
export function paperFragment(paper: string): string {
  return `v=1&paper=${encodeURIComponent(paper)}`;
}
