/**
 * The height the workbench leaves for the timeline's lanes: the fitting box's height less
 * the timeline's own controls and axis, followed as the window resizes. Leaves out the
 * lanes' layout (fit-lanes.ts).
 */
import { useEffect, useState, type RefObject } from 'react';

/** Room for the lanes in `box` once its `.timeline-controls` and axis (`axisPx`) are taken. */
export function useFitHeight(box: RefObject<HTMLElement | null>, axisPx: number): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const measure = (): void => {
      const controls = el.querySelector<HTMLElement>('.timeline-controls');
      const taken = (controls?.offsetHeight ?? 48) + 12 + axisPx;
      const next = Math.max(0, Math.floor(el.clientHeight - taken));
      setHeight((h) => (h === next ? h : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, axisPx]);
  return height;
}
