import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';
import { workerCount } from './early-workers.ts';

function countFor(...argv: string[]): number {
  const parsed = parseArgs(argv);
  if (parsed.ok !== true) throw new Error(`bad arguments: ${argv.join(' ')}`);
  return workerCount(parsed.args);
}

describe('the workers a command starts before main.ts loads', () => {
  it('are --jobs less the main thread for a sweep', () => {
    expect(countFor('sweep', 'mpl-thrashing', '--jobs', '3')).toBe(2);
    expect(countFor('sweep', 'mpl-thrashing', '--jobs', '1')).toBe(0);
  });

  it('are the cores less the main thread for a sweep without --jobs', () => {
    expect(countFor('sweep', 'mpl-thrashing')).toBe(availableParallelism() - 1);
  });

  it('are none for run, trace and explain', () => {
    expect(countFor('run', 'textbook-2pl')).toBe(0);
    expect(countFor('trace', 'textbook-2pl')).toBe(0);
    expect(countFor('explain', 'textbook-2pl')).toBe(0);
  });
});
