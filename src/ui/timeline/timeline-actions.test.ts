import { describe, expect, it } from 'vitest';
import { Playhead } from '../store/playhead.ts';
import { Store } from '../store/store.ts';
import { applyAction, zoomAnchor } from './timeline-actions.ts';
import type { TimeWindow } from './time-window.ts';

function targets(timeUs = 100_000) {
  const playhead = new Playhead({ startUs: 0, endUs: 1_000_000, timeUs });
  const windowStore = new Store<TimeWindow>({ t0: 0, t1: 200_000 });
  const eventLists = [[{ t: 0 }, { t: 90_000 }, { t: 120_000 }], [{ t: 110_000 }]];
  return { playhead, windowStore, range: { startUs: 0, endUs: 1_000_000 }, eventLists };
}

describe('timeline actions', () => {
  it('steps to the next and previous event of any run, pausing', () => {
    const t = targets();
    t.playhead.play();
    applyAction({ kind: 'step-event', direction: 1 }, t);
    expect(t.playhead.get()).toMatchObject({ timeUs: 110_000, playing: false });
    applyAction({ kind: 'step-event', direction: -1 }, t);
    expect(t.playhead.get().timeUs).toBe(90_000);
    applyAction({ kind: 'step-event', direction: -1 }, t);
    expect(t.playhead.get().timeUs).toBe(0);
  });

  it('nudges by a tenth of the window', () => {
    const t = targets();
    applyAction({ kind: 'nudge', fraction: 0.1 }, t);
    expect(t.playhead.get().timeUs).toBe(120_000);
  });

  it('zooms about the playhead and fits the run', () => {
    const t = targets(100_000);
    applyAction({ kind: 'zoom', factor: 2 }, t);
    expect(t.windowStore.get()).toEqual({ t0: 50_000, t1: 150_000 });
    applyAction({ kind: 'fit' }, t);
    expect(t.windowStore.get()).toEqual({ t0: 0, t1: 1_000_000 });
  });

  it('jumps to the ends and toggles play', () => {
    const t = targets();
    applyAction({ kind: 'jump', to: 'end' }, t);
    expect(t.playhead.get().timeUs).toBe(1_000_000);
    applyAction({ kind: 'toggle-play' }, t);
    expect(t.playhead.get()).toMatchObject({ playing: true, timeUs: 0 });
  });

  it('leaves cursor actions to the component', () => {
    expect(applyAction({ kind: 'cursor-clear' }, targets())).toBe(false);
  });

  it('zooms about the window centre when the playhead is out of view', () => {
    expect(zoomAnchor({ t0: 0, t1: 100 }, 500)).toBe(50);
    expect(zoomAnchor({ t0: 0, t1: 100 }, 30)).toBe(30);
  });
});
