/**
 * The width a chart has on the page, followed with a ResizeObserver, so the SVG is drawn
 * at 1 unit = 1 CSS pixel and its type stays at its stated size (a scaled-down viewBox
 * would shrink 15px tick labels below readable). Leaves out height: charts choose theirs.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export const DEFAULT_CHART_WIDTH = 960;
export const MIN_CHART_WIDTH = 360;

export function useChartWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(DEFAULT_CHART_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = (w: number): void => {
      if (w > 0) setWidth(Math.max(MIN_CHART_WIDTH, Math.floor(w)));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry !== undefined) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
