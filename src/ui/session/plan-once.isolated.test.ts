/**
 * One press of Apply on a scenario with four variants, as the page does it: the editor
 * checks the edits, the workspace starts the batch from the edited document, the page
 * renders the edits, and each of the four workers receives its resolved run. Every parse
 * of a scenario document is counted: the page plans once and each worker validates once.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, type WorkerToUi } from '../../protocol/messages.ts';
import { parseScenario } from '../../scenario/parse.ts';
import { SimHandler } from '../../worker/handler.ts';
import { applyEdits } from '../controls/apply-edits.ts';
import { planBatch } from './plan-batch.ts';
import { loadScenarioParser } from '../app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();

vi.mock('../../scenario/parse.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../scenario/parse.ts')>();
  return { ...actual, parseScenario: vi.fn(actual.parseScenario) };
});

const parses = vi.mocked(parseScenario);

const doc: unknown = JSON.parse(
  readFileSync(new URL('../../../scenarios/elr-crash.json', import.meta.url), 'utf8'),
);

/** What a press of Apply does with `edits`, up to the workers starting; returns their posts. */
function pressApply(edits: { path: string; value: unknown }[]): WorkerToUi[] {
  expect(applyEdits(doc, edits).ok).toBe(true); // the editor checks the edits
  const edited = applyEdits(doc, edits); // the workspace runs the edited document
  if (!edited.ok) throw new Error('the edits do not apply');
  const batch = planBatch(edited.value.doc, 7);
  if (!batch.ok) throw new Error('the batch does not plan');
  applyEdits(doc, edits); // the page renders with the new edits
  const posted: WorkerToUi[] = [];
  for (const [i, request] of batch.value.requests.entries()) {
    const worker = new SimHandler({ post: (m) => posted.push(m), schedule: () => undefined });
    worker.handle({ type: 'run', protocol: PROTOCOL_VERSION, runId: i + 1, ...request });
  }
  expect(batch.value.requests.map((r) => r.run.variant)).toEqual([
    'baseline',
    'elr',
    'elr-naive',
    'no-wait',
  ]);
  return posted;
}

describe('an Apply with four variants', () => {
  beforeEach(() => parses.mockClear());

  it('parses at most 11 times: twice for the edits, 1 + 4 to plan, once per worker', () => {
    const posted = pressApply([{ path: 'workload.terminals', value: 6 }]);
    expect(posted.filter((m) => m.type === 'error')).toEqual([]);
    expect(parses.mock.calls.length).toBeLessThanOrEqual(2 + (1 + 4) + 4);
  });

  it('gives each worker a document with the edit, the seed and its variant already in it', () => {
    pressApply([{ path: 'workload.terminals', value: 6 }]);
    const workerParses = parses.mock.calls.slice(-4).map(([input]) => input);
    const protocols = workerParses.map((input) => {
      const parsed = parseScenario(input);
      if (!parsed.ok) throw new Error('a worker got an invalid document');
      return [parsed.value.seed, parsed.value.workload.terminals, parsed.value.log.commitProtocol];
    });
    expect(protocols).toEqual([
      [7, 6, 'baseline'],
      [7, 6, 'elr'],
      [7, 6, 'elr-naive'],
      [7, 6, 'no-wait'],
    ]);
  });
});
