import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../scenario/parse.ts';
import { defaultPlayback, secondsToFirstNote } from './note-navigation.ts';

/** Wall-clock seconds of playback within which a scenario's first note must arrive. */
const FIRST_NOTE_WITHIN_S = 10;

const DIR = new URL('../../../scenarios/', import.meta.url);
const BUILTINS = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .map((f) => ({
    id: f.replace(/\.json$/, ''),
    parsed: parseScenarioText(readFileSync(new URL(f, DIR), 'utf8')),
  }));

describe.each(BUILTINS.map((s) => [s.id, s] as const))('built-in scenario %s', (_, s) => {
  if (!s.parsed.ok) throw new Error(`${s.id} does not parse`);
  const scenario = s.parsed.value;
  const endMs = scenario.run.warmupMs + scenario.run.durationMs;

  it('has at least one teaching note', () => {
    expect(scenario.teaching.length).toBeGreaterThan(0);
  });

  it('sets its own playback speed and a start inside the run', () => {
    expect(scenario.playback?.speed).toBeDefined();
    expect(scenario.playback?.startMs).toBeDefined();
    expect(defaultPlayback(scenario.playback).startAtMs ?? 0).toBeLessThan(endMs);
  });

  it('reaches its first note within 10 s of playback at its default speed', () => {
    const seconds = secondsToFirstNote(scenario.teaching, scenario.playback);
    expect(seconds).not.toBeNull();
    expect(seconds!).toBeLessThanOrEqual(FIRST_NOTE_WITHIN_S);
  });

  it('starts no later than its first timed note, and times every note inside the run', () => {
    const timed = scenario.teaching.flatMap((n) => (n.atMs === null ? [] : [n.atMs]));
    for (const atMs of timed) expect(atMs).toBeLessThanOrEqual(endMs);
    if (timed.length > 0)
      expect(scenario.playback?.startMs ?? 0).toBeLessThanOrEqual(Math.min(...timed));
  });
});
