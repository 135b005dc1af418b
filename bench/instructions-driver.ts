/**
 * What `bench/instructions.ts` runs under valgrind, bundled: `<case> <warm> <measured>
 * [path=value ...]` runs a model case (engine-cases.ts, with the extra overrides) warm +
 * measured times and prints the engine events of one run. The counter runs it twice, with
 * and without the measured runs, so start-up, module loading and the JIT's warm-up cancel.
 */
import { CASES, createCaseRun } from './engine-cases.ts';

const [name = '', warm = '0', measured = '0', ...sets] = process.argv.slice(2);
const model = CASES[name]?.model;
if (model === undefined || model === null) throw new Error(`not a model case: ${name}`);
const overrides = sets.map((s) => {
  const at = s.indexOf('=');
  return { path: s.slice(0, at), value: JSON.parse(s.slice(at + 1)) as unknown };
});
const spec = { ...model, overrides: [...model.overrides, ...overrides] };
let events = 0;
for (let i = 0; i < Number(warm) + Number(measured); i++) {
  const run = createCaseRun(spec);
  run.runToEnd();
  events = run.sim.eventsProcessed;
}
process.stdout.write(`${events}\n`);
