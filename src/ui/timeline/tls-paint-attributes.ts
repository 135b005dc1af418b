/**
 * For browser tests: what the last paint drew on a thread-level speculation run's lanes,
 * as data attributes on the canvas (`data-tls-lanes`, `-epochs`, `-checkpoints`,
 * `-violations`, `-hops`), set only when a value changes.
 */
import type { TlsPaintCounts } from './paint-tls.ts';

export function markTlsCounts(
  element: Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'>,
  counts: TlsPaintCounts | undefined,
): void {
  const keys = ['lanes', 'epochs', 'checkpoints', 'violations', 'hops'] as const;
  for (const key of keys) {
    const name = `data-tls-${key}`;
    if (counts === undefined) {
      if (element.getAttribute(name) !== null) element.removeAttribute(name);
      continue;
    }
    const value = String(counts[key]);
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}
