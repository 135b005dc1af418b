/**
 * Keeps the address bar in step with the page (history-step.ts decides how): the link for
 * the scenario, edits, seed, variant and the paused playhead instant. Playhead moves are
 * written at most every quarter second (browsers limit history calls, and dragging seeks
 * every frame). Back and Forward (and an edited fragment) hand the new address to
 * `onNavigate`; the state it loads is adopted as the current entry rather than pushed.
 * An address the page did not write (a fragment just navigated to, whose popstate is still
 * on its way) is never overwritten: the write is skipped and the navigation adopted.
 */
import { useEffect, useRef } from 'react';
import { timeToMs } from '../../base/time.ts';
import type { Playhead } from '../store/playhead.ts';
import { historyStep, linkInstantUs, type AddressState } from '../share/history-step.ts';

const PLAYHEAD_WRITE_MS = 250;

export interface AddressSyncOptions {
  embed: boolean;
  /** Which scenario is loaded; see AddressState. */
  scenarioKey: string;
  /** The link fragment for the page's state with the playhead at `playheadMs`, or null. */
  fragment: (playheadMs: number | null) => string | null;
  playhead: Playhead;
  onNavigate: (hash: string) => void;
}

export function useAddressSync(options: AddressSyncOptions): void {
  const { embed, scenarioKey, fragment, playhead, onNavigate } = options;
  const last = useRef<AddressState | null>(null);
  /** The address bar's fragment as the page last left it (null: adopt what it shows). */
  const shown = useRef<string | null>(null);
  const write = useRef<() => void>(() => {});

  write.current = () => {
    if (shown.current !== null && window.location.hash !== shown.current) {
      // Someone else changed the address: its popstate will hand it to `onNavigate`.
      last.current = null;
      shown.current = null;
      return;
    }
    const instant = linkInstantUs(playhead.get());
    const text = fragment(instant === null ? null : timeToMs(instant));
    if (text === null) return;
    const next = { scenarioKey, fragment: text };
    if (last.current === null) {
      last.current = next;
      shown.current = window.location.hash;
      return;
    }
    const step = historyStep(last.current, next, { embed });
    last.current = next;
    if (step === 'none') return;
    const url = `${window.location.pathname}${window.location.search}#${text}`;
    if (step === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
    shown.current = window.location.hash;
  };

  // The page's state changed (a render with another scenario, edit, seed or view).
  useEffect(() => write.current());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let previous = linkInstantUs(playhead.get());
    const unsubscribe = playhead.subscribe(() => {
      const instant = linkInstantUs(playhead.get());
      if (instant === previous || timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        previous = linkInstantUs(playhead.get());
        write.current();
      }, PLAYHEAD_WRITE_MS);
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [playhead]);

  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  useEffect(() => {
    const listener = () => {
      // The browser already shows the entry: adopt what it loads instead of adding one.
      last.current = null;
      shown.current = null;
      navigate.current(window.location.hash);
    };
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
}
