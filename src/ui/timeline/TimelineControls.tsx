/**
 * Playback controls for the timeline: play/pause, jump to start/end, step to the previous
 * or next event of any shown run, a scrub slider bound to the playhead, a log-scale speed
 * slider ("40 ms/s") and zoom in/out/fit (the step buttons' word "Event" is its own element,
 * which presentation mode's narrow row leaves out: app/presenting.css). The scrub slider
 * and time readout follow the playhead imperatively, so playing does not re-render React.
 * Leaves out keyboard shortcuts on the canvas (use-timeline-keys.ts) and the animation loop
 * (the page's).
 */
import { useEffect, useRef } from 'react';
import { useStore } from '../store/store.ts';
import type { Playhead, PlayheadState } from '../store/playhead.ts';
import { formatInstantUs, formatSpeed } from './format-time.ts';
import { ZOOM_STEP } from './keyboard-actions.ts';
import { sliderToSpeed, SPEED_STEPS, speedToSlider } from './speed-scale.ts';

export interface TimelineControlsProps {
  playhead: Playhead;
  /** Steps to the previous (-1) or next (+1) event. */
  onStep: (direction: 1 | -1) => void;
  onZoom: (factor: number) => void;
  onFit: () => void;
}

const selectPlaying = (s: PlayheadState): boolean => s.playing;
const selectSpeed = (s: PlayheadState): number => s.speed;
const selectStart = (s: PlayheadState): number => s.startUs;
const selectEnd = (s: PlayheadState): number => s.endUs;

export function TimelineControls({ playhead, onStep, onZoom, onFit }: TimelineControlsProps) {
  const playing = useStore(playhead, selectPlaying);
  const speed = useStore(playhead, selectSpeed);
  const startUs = useStore(playhead, selectStart);
  const endUs = useStore(playhead, selectEnd);
  const scrubRef = useRef<HTMLInputElement>(null);
  const readoutRef = useRef<HTMLOutputElement>(null);

  useEffect(() => {
    let shown = NaN;
    const update = (): void => {
      const { timeUs } = playhead.get();
      if (timeUs === shown) return;
      shown = timeUs;
      const text = formatInstantUs(timeUs);
      const scrub = scrubRef.current;
      if (scrub !== null) {
        scrub.value = String(timeUs);
        scrub.setAttribute('aria-valuetext', text);
      }
      if (readoutRef.current !== null) readoutRef.current.textContent = text;
    };
    update();
    return playhead.subscribe(update);
  }, [playhead, startUs, endUs]);

  return (
    <div className="timeline-controls" role="toolbar" aria-label="Playback">
      <button
        type="button"
        onClick={() => playhead.seek(startUs)}
        aria-label="Jump to start"
        title="Jump to start (Home)"
      >
        |◀
      </button>
      <button
        type="button"
        onClick={() => onStep(-1)}
        aria-label="Previous event"
        title="Previous event (←)"
      >
        ◀ <span className="timeline-step-word">Event</span>
      </button>
      <button
        type="button"
        className="timeline-play"
        onClick={() => playhead.toggle()}
        aria-label={playing ? 'Pause' : 'Play'}
        title={playing ? 'Pause (space)' : 'Play (space)'}
      >
        {playing ? '❚❚ Pause' : '▶ Play'}
      </button>
      <button
        type="button"
        onClick={() => onStep(1)}
        aria-label="Next event"
        title="Next event (→)"
      >
        <span className="timeline-step-word">Event</span> ▶
      </button>
      <button
        type="button"
        onClick={() => playhead.seek(endUs)}
        aria-label="Jump to end"
        title="Jump to end (End)"
      >
        ▶|
      </button>
      <label className="timeline-scrub">
        <span className="visually-hidden">Playhead time</span>
        <input
          ref={scrubRef}
          type="range"
          min={startUs}
          max={Math.max(startUs, endUs)}
          step={1}
          defaultValue={playhead.get().timeUs}
          onInput={(e) => playhead.seek(Number(e.currentTarget.value))}
        />
      </label>
      <output ref={readoutRef} className="timeline-time" aria-label="Playhead time">
        {formatInstantUs(playhead.get().timeUs)}
      </output>
      <label className="timeline-speed">
        <span>Speed</span>
        <input
          type="range"
          min={0}
          max={SPEED_STEPS}
          step={1}
          value={speedToSlider(speed)}
          aria-label="Playback speed"
          aria-valuetext={formatSpeed(speed)}
          onChange={(e) => playhead.setSpeed(sliderToSpeed(Number(e.currentTarget.value)))}
        />
        <span className="timeline-speed-value">{formatSpeed(speed)}</span>
      </label>
      <span className="timeline-zoom" role="group" aria-label="Zoom">
        <button
          type="button"
          onClick={() => onZoom(ZOOM_STEP)}
          aria-label="Zoom in"
          title="Zoom in (+)"
        >
          +
        </button>
        <button
          type="button"
          onClick={() => onZoom(1 / ZOOM_STEP)}
          aria-label="Zoom out"
          title="Zoom out (−)"
        >
          −
        </button>
        <button type="button" onClick={onFit} aria-label="Fit the whole run" title="Fit (0)">
          Fit
        </button>
      </span>
    </div>
  );
}
