import { describe, expect, it } from 'vitest';
import { SPECULATION_PID, toChromeTrace } from '../../export/chrome-trace.ts';
import { builtinTrace } from '../../../tests/fixtures/builtin-trace.ts';
import {
  chromeTraceProblems,
  threadKey,
  threadNames,
} from '../../../tests/fixtures/chrome-trace-checks.ts';

describe('the Chrome trace of a TLS run (tls-optimizations, no DBMS changes)', () => {
  const events = builtinTrace('tls-optimizations', 'no-optimizations');
  const file = toChromeTrace(events);
  const names = threadNames(file);
  const body = file.traceEvents.filter((e) => e.ph !== 'M');
  const count = (kind: string): number => events.filter((e) => e.kind === kind).length;
  const cpus = events.find((e) => e.kind === 'run.start')!.tls!.cpus;
  const onCpu = (cpu: number) =>
    body.filter((e) => e.pid === SPECULATION_PID && names.get(threadKey(e)) === `CPU ${cpu + 1}`);

  it('is well formed, with nothing clipped', () => {
    expect(chromeTraceProblems(file)).toEqual([]);
  });

  it('has one thread per CPU, each with epoch slices holding its phases', () => {
    const cpuThreads = [...names].filter(
      ([key, name]) => key.startsWith(`${SPECULATION_PID}:`) && name.startsWith('CPU '),
    );
    expect(cpuThreads).toHaveLength(cpus);
    for (let cpu = 0; cpu < cpus; cpu++) {
      const epochs = onCpu(cpu).filter((e) => e.ph === 'X' && /^E\d+$/.test(e.name));
      expect(epochs.length, `CPU ${cpu + 1}`).toBeGreaterThan(0);
      expect(onCpu(cpu).some((e) => e.ph === 'X' && e.name === 'speculative')).toBe(true);
    }
    const forks = events.filter((e) => e.kind === 'epoch.fork');
    const epochSlices = body.filter(
      (e) => e.ph === 'X' && e.cat === 'epoch.parent' && e.args!.epoch !== -1,
    );
    // Every forked epoch has at least one stay on a CPU.
    const stays = new Set(epochSlices.map((e) => `${e.args!.txn}:${e.args!.epoch}`));
    for (const f of forks) expect(stays.has(`${f.txn}:${f.epoch}`)).toBe(true);
  });

  it('shows squashed work, checkpoints and token arrivals as the trace has them', () => {
    expect(count('epoch.violate')).toBeGreaterThan(0);
    expect(body.some((e) => e.ph === 'X' && e.cat === 'tls.squashed')).toBe(true);
    expect(body.filter((e) => e.ph === 'i' && e.name === 'checkpoint')).toHaveLength(
      count('epoch.checkpoint'),
    );
    expect(body.filter((e) => e.ph === 'i' && e.name === 'homefree token')).toHaveLength(
      count('epoch.homefree'),
    );
    expect(body.filter((e) => e.ph === 'i' && e.name === 'squash')).toHaveLength(
      count('epoch.squash'),
    );
  });

  it('draws each violation as a flow between the stale load and the store, on their CPUs', () => {
    const violations = events.filter((e) => e.kind === 'epoch.violate');
    const starts = body.filter((e) => e.ph === 's' && e.cat === 'tls.violation');
    const finishes = new Map(body.filter((e) => e.ph === 'f').map((e) => [e.id, e]));
    expect(starts).toHaveLength(violations.length);
    violations.forEach((v) => {
      const s = starts.find(
        (e) =>
          e.args!.storeUs === v.t &&
          e.args!.violatedEpoch === v.epoch &&
          e.args!.loadUs === v.loadUs,
      )!;
      expect(s.name).toBe(`violation: ${v.location}`);
      expect(names.get(threadKey(s))).toBe(`CPU ${v.cpu + 1}`);
      expect(s.ts).toBe(v.loadUs);
      const f = finishes.get(s.id)!;
      expect(names.get(threadKey(f))).toBe(`CPU ${v.producerCpu + 1}`);
      expect(f.ts).toBe(v.t);
    });
  });

  it('lays the sequential time end to end on its own thread', () => {
    const ghosts = body.filter((e) => e.ph === 'X' && e.cat === 'tls.sequential');
    expect(ghosts).toHaveLength(count('tls.txn'));
    for (let i = 1; i < ghosts.length; i++)
      expect(ghosts[i]!.ts).toBe(ghosts[i - 1]!.ts + ghosts[i - 1]!.dur!);
  });
});

describe('a run without TLS', () => {
  it('has no Speculation process', () => {
    const file = toChromeTrace(builtinTrace('charm-figure1', '2pl'));
    expect(file.traceEvents.some((e) => e.pid === SPECULATION_PID)).toBe(false);
  });
});
