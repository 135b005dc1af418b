/**
 * The crash button over the timeline: crash every shown run at the playhead (playback
 * pauses), or clear the crash. Says what a crash keeps and loses; the outcome itself
 * shows on the timeline and in each run's crash panel.
 */
import type { Playhead } from '../store/playhead.ts';
import { useStore } from '../store/store.ts';
import { formatMs } from '../panels/labels.ts';
import type { CrashStore } from './use-crash.ts';
import './crash.css';

const atOf = (v: number | null): number | null => v;

export function CrashControl({ crash, playhead }: { crash: CrashStore; playhead: Playhead }) {
  const atUs = useStore(crash, atOf);
  const press = (): void => {
    playhead.pause();
    crash.set(playhead.get().timeUs);
  };
  return (
    <div className="crash-control" data-testid="crash-control">
      <button type="button" className="crash-button" onClick={press} data-testid="crash-button">
        ⚡ Crash here
      </button>
      {atUs === null ? (
        <span className="crash-hint">
          Power fails: what reached the log survives, everything else is rolled back.
        </span>
      ) : (
        <>
          <span className="crash-hint" role="status">
            Crashed at {formatMs(atUs)}: see the marks on the timeline and each run&apos;s crash
            report.
          </span>
          <button type="button" onClick={() => crash.set(null)} data-testid="crash-clear">
            Clear crash
          </button>
        </>
      )}
    </div>
  );
}
