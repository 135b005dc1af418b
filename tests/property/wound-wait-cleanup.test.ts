/**
 * Property test of wound-wait's interrupts: a wounded victim blocked in a queue, a timeout
 * or a buffer-pool wait is interrupted (`Process.interrupt`) and aborts at once, from deep
 * inside its attempt. Over random small scenarios with a small shared buffer pool, no
 * buffer pin and no lock may outlive an aborted attempt: when a transaction aborts, the
 * pinned frames are at most one per other transaction in an attempt (conventional
 * execution pins one page at a time), and no transaction begins an attempt holding a lock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/model/index.ts';
import type { ModelRun } from '../../src/model/model-run.ts';
import type { TraceEvent } from '../../src/trace/trace-event.ts';
import {
  parseOrThrow,
  randomScenario,
  underWoundWait,
  type RawScenario,
} from './random-scenario.ts';
import { checkLockRelease } from './trace-checks.ts';
import { replayParams } from './replay-params.ts';

const numRunsFromEnv = process.env['FC_NUM_RUNS'];
const params = (numRuns: number): fc.Parameters<[RawScenario, number]> => ({
  numRuns: numRunsFromEnv === undefined ? numRuns : Number(numRunsFromEnv),
  ...replayParams(),
});

interface PinCheck {
  /** The first abort at which more frames were pinned than the others could hold. */
  violation: string | null;
  aborts: number;
}

/** Runs the scenario, checking the pool's pins at every abort; returns the check and trace. */
function runCheckingPins(raw: RawScenario): { pins: PinCheck; events: readonly TraceEvent[] } {
  const inAttempt = new Set<number>();
  const pins: PinCheck = { violation: null, aborts: 0 };
  let run: ModelRun | null = null;
  const consumer = {
    accept(e: TraceEvent): void {
      if (e.kind === 'txn.begin') inAttempt.add(e.txn);
      else if (e.kind === 'txn.commit') inAttempt.delete(e.txn);
      else if (e.kind === 'txn.abort') {
        inAttempt.delete(e.txn);
        pins.aborts++;
        const pinned = run!.db.buffer.pinnedFrames;
        if (pins.violation === null && pinned > inAttempt.size)
          pins.violation = `T${e.txn} aborts at ${e.t} with ${pinned} frames pinned and ${inAttempt.size} other attempts`;
      }
    },
  };
  run = createSimulation(parseOrThrow(raw), { recordTrace: true, consumers: [consumer] });
  run.runToEnd();
  return { pins, events: run.events };
}

describe('wound-wait interrupts over random small scenarios', () => {
  it('leaves no buffer pin and no lock behind an aborted attempt', () => {
    let aborts = 0;
    fc.assert(
      fc.property(
        randomScenario({ locking: 'on' }),
        fc.integer({ min: 2, max: 12 }),
        (raw, frames) => {
          const { pins, events } = runCheckingPins(underWoundWait(raw, frames));
          aborts += pins.aborts;
          expect(pins.violation).toBeNull();
          expect(checkLockRelease(events)).toBeNull();
        },
      ),
      params(80),
    );
    // The property is about aborts: the runs must have had some.
    expect(aborts).toBeGreaterThan(0);
  });
});
