/**
 * Whether an element's text is cut short by its line clamp (its content is taller than
 * its box), followed as the element resizes and whenever `content` (what it shows) changes. The clamp
 * itself is the stylesheet's (presentation mode clamps the teaching note); where no clamp
 * applies this stays false. Leaves out how the rest of the text is shown.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useClamped(box: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (el === null) return;
    const measure = (): void => {
      const cut = el.scrollHeight > el.clientHeight + 1;
      setClamped((c) => (c === cut ? c : cut));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, content]);
  return clamped;
}
