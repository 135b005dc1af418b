import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { applyOverrides } from './overrides.ts';
import { parseScenario } from './parse.ts';
import { planRuns } from './run-plan.ts';
import { decodeLink, encodeLink } from './url-codec.ts';
import { applyEdits } from '../ui/controls/apply-edits.ts';

const textbook: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../scenarios/textbook-2pl.json', import.meta.url), 'utf8'),
);

const HOSTILE_PATHS = [
  '__proto__',
  '__proto__.polluted',
  'constructor.prototype.polluted',
  'workload.__proto__.polluted',
  'run.constructor',
  'workload.types.0.prototype',
];

function polluted(): boolean {
  return 'polluted' in {} || Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted');
}

function messages(result: { ok: boolean; errors?: { path: string; message: string }[] }) {
  return result.ok ? [] : (result.errors ?? []).map((e) => `${e.path}: ${e.message}`);
}

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>)['polluted'];
});

describe('paths are data, never keys into prototypes', () => {
  for (const path of HOSTILE_PATHS) {
    it(`applyOverrides refuses ${path} in one line naming the path`, () => {
      const result = applyOverrides(textbook, [{ path, value: 'yes' }]);
      expect(result.ok).toBe(false);
      const lines = messages(result);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^${path.replaceAll('.', '\\.')}: .*not allowed`));
      expect(lines[0]).not.toMatch(/\n/);
      expect(polluted()).toBe(false);
    });
  }

  it('planRuns refuses a compare variant that sets __proto__.polluted, and later parses still work', () => {
    const doc = {
      ...textbook,
      compare: [{ id: 'evil', title: 'Evil', set: { '__proto__.polluted': 'yes' } }],
    };
    const result = planRuns(doc);
    expect(result.ok).toBe(false);
    expect(messages(result).join('\n')).toMatch(/^compare\.0\.set\.__proto__\.polluted: /);
    expect(polluted()).toBe(false);
    expect(parseScenario(textbook).ok).toBe(true);
  });

  it('parseScenario refuses a compare variant whose set has a __proto__ key from JSON text', () => {
    const doc = JSON.parse(
      JSON.stringify({ ...textbook, compare: [{ id: 'evil', title: 'Evil', set: {} }] }).replace(
        '"set":{}',
        '"set":{"__proto__":{"polluted":"yes"}}',
      ),
    ) as unknown;
    const result = parseScenario(doc);
    expect(messages(result)).toEqual([expect.stringMatching(/^compare\.0\.set\.__proto__: /)]);
    expect(polluted()).toBe(false);
  });

  it('parseScenario refuses a sweep over __proto__.x, naming sweep.param', () => {
    const result = parseScenario({
      ...textbook,
      sweep: { param: '__proto__.polluted', values: [1, 2] },
    });
    expect(messages(result)).toEqual([expect.stringMatching(/^sweep\.param: .*not allowed/)]);
    expect(polluted()).toBe(false);
  });

  it('a link carrying a __proto__ variant is refused naming the scenario field', () => {
    const doc = {
      ...textbook,
      compare: [{ id: 'evil', title: 'Evil', set: { '__proto__.polluted': 'yes' } }],
    };
    const link = encodeLink({
      scenario: { kind: 'inline', doc },
      seed: null,
      variant: null,
      playheadMs: null,
      embed: false,
    });
    const result = decodeLink(link);
    expect(messages(result)).toEqual([
      expect.stringMatching(/^scenario\.compare\.0\.set\.__proto__\.polluted: /),
    ]);
    expect(polluted()).toBe(false);
  });

  it('the editor refuses an edit at __proto__.polluted without touching Object.prototype', () => {
    const result = applyEdits(textbook, [{ path: '__proto__.polluted', value: 'yes' }]);
    expect(messages(result)).toEqual([
      expect.stringMatching(/^__proto__\.polluted: .*not allowed/),
    ]);
    expect(polluted()).toBe(false);
  });

  it('an override through an inherited name creates an own group instead of walking the prototype', () => {
    const result = applyOverrides({ workload: {} }, [{ path: 'workload.toString.x', value: 1 }]);
    expect(result.ok).toBe(true);
    expect(Object.prototype.toString).not.toHaveProperty('x');
  });
});
