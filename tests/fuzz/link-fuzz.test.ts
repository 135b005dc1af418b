/**
 * Fuzzing the link decoder the page runs at start-up: real links to built-ins and to edited
 * scenarios, then damaged (characters changed, cut, parameters repeated or added), and links
 * made up from scratch (random fragments, random bytes as scenario data). Nothing throws,
 * and every refusal names a link field (`link.*`) or a scenario field (`scenario.*`) on one
 * line. Runs scale with FUZZ_RUNS.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fnv1a, toBase64Url } from '../../src/scenario/bytes.ts';
import { compress } from '../../src/scenario/compress.ts';
import { decodeLink, encodeLink } from '../../src/scenario/url-codec.ts';
import { readAppLink } from '../../src/ui/share/app-link.ts';
import { loadScenarioParser } from '../../src/ui/app/scenario-parser.ts';

// The page's parser answers only the default built-in until it is loaded.
await loadScenarioParser();
import { BUILTINS, fuzzOptions, mutatedScenario } from './mutations.ts';
import { badLine, badRefusal, expectNone } from './refusal.ts';

const KNOWN = BUILTINS.map((b) => ({ id: b.id, doc: b.doc }));

/** A link (fragment) to a built-in by id, or carrying a (possibly mutated) document. */
const realLink: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...BUILTINS).map((b) => ({ kind: 'builtin' as const, id: b.id })),
      mutatedScenario.map((doc) => ({ kind: 'inline' as const, doc })),
    ),
    fc.option(fc.integer({ min: 0, max: 2 ** 32 - 1 })),
    fc.option(fc.constantFrom('2pl', 'tste', 'occ', 'baseline', 'nope')),
    fc.option(fc.double({ min: 0, max: 1e6, noNaN: true })),
    fc.boolean(),
  )
  .map(([scenario, seed, variant, playheadMs, embed]) =>
    encodeLink({ scenario, seed, variant, playheadMs, embed }),
  );

type Damage = { how: 'change' | 'cut' | 'insert' | 'repeat' | 'add'; at: number; text: string };

const damage: fc.Arbitrary<Damage> = fc.record({
  how: fc.constantFrom('change', 'cut', 'insert', 'repeat', 'add'),
  at: fc.nat(),
  text: fc.oneof(
    fc.constantFrom('%', '%zz', '&', '=', '&v=2', '&s=', '&c=0', '&id=__proto__', '&seed=-1'),
    fc.constantFrom('&t=1e400', '&variant=%3Cimg%3E', '&embed=2', '#', '+', '%E0%A4%A', 'A', '_'),
    fc.string({ maxLength: 8 }),
  ),
}) as fc.Arbitrary<Damage>;

function applyDamage(link: string, d: Damage): string {
  const at = d.at % (link.length + 1);
  switch (d.how) {
    case 'change':
      return link.slice(0, at) + d.text + link.slice(at + d.text.length);
    case 'cut':
      return link.slice(0, at);
    case 'insert':
      return link.slice(0, at) + d.text + link.slice(at);
    case 'repeat':
      return `${link}&${link}`;
    case 'add':
      return `${link}${d.text}`;
  }
}

/** Scenario data that is not what `compress` made: random bytes, or compressed junk. */
const madeUpData: fc.Arbitrary<string> = fc
  .tuple(fc.uint8Array({ maxLength: 300 }), fc.boolean(), fc.boolean())
  .map(([bytes, packed, rightChecksum]) => {
    const data = packed ? compress(bytes) : bytes;
    const checksum = rightChecksum ? fnv1a(bytes).toString(36) : '0';
    return `v=1&s=${toBase64Url(data)}&c=${checksum}`;
  });

const anyLink: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(realLink, fc.array(damage, { maxLength: 3 }))
      .map(([l, ds]) => ds.reduce(applyDamage, l)),
  },
  { weight: 2, arbitrary: madeUpData },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((s) => `v=1&${s}`) },
);

function checkDecoded(link: string): void {
  const decoded = decodeLink(link);
  if (!decoded.ok) {
    const problem = badRefusal(
      decoded.errors.filter((e) => e.path.startsWith('link')),
      'link',
    );
    const scenario = decoded.errors.filter((e) => !e.path.startsWith('link'));
    expectNone(
      decoded.errors.every((e) => e.path.startsWith('link') || e.path.startsWith('scenario'))
        ? null
        : `a refusal outside link.* and scenario.*: ${JSON.stringify(decoded.errors[0])}`,
    );
    if (decoded.errors.some((e) => e.path.startsWith('link'))) expectNone(problem);
    if (scenario.length > 0) expectNone(badRefusal(scenario, 'scenario'));
  }
  const reading = readAppLink(`#${link}`, KNOWN);
  if (reading.kind === 'error') expectNone(badLine(reading.message));
}

describe('fuzzing links', () => {
  it('decodes or refuses every damaged or made-up link, never throwing, each refusal naming a field', () => {
    fc.assert(fc.property(anyLink, checkDecoded), fuzzOptions(0.25));
  });
});
