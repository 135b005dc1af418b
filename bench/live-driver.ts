/**
 * What `bench/live-bench.ts` runs, bundled: `<case> <untilMs>` runs a model case
 * (engine-cases.ts) once to its end to load and warm everything, then a fresh run of it to
 * `untilMs` simulated, and prints one JSON line: the engine events so far and the heap the
 * run holds then, from two V8 heap snapshots (before the run was made, and after it ran
 * while it is still held), grouped by object kind and constructor. The difference is what
 * the young-generation collector copies while the run is young (bench/README.md, "1,000
 * terminals: live state"). Both snapshots are written before either is read, so the tool's
 * own tables are in neither.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import v8 from 'node:v8';
import { CASES, createCaseRun, type ModelCase } from './engine-cases.ts';

/** Self bytes and object count of each `kind:constructor` group in a heap snapshot. */
type Groups = Map<string, { bytes: number; count: number }>;

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Code is left out: it belongs to the modules and the JIT, not to a run. */
const SKIPPED_KINDS = new Set(['code']);
/** A string's name is its text: strings are grouped by their kind only. */
const STRING_KINDS = new Set(['string', 'concatenated string', 'sliced string']);

function writeSnapshot(label: string): string {
  return v8.writeHeapSnapshot(`${tmpdir()}/lockstep-live-${process.pid}-${label}.heapsnapshot`);
}

/** A snapshot file's groups. */
function groupsOf(file: string): Groups {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const kinds = snap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups: Groups = new Map();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const kind = kinds[snap.nodes[i + typeAt!]!]!;
    if (SKIPPED_KINDS.has(kind)) continue;
    const key = STRING_KINDS.has(kind)
      ? kind
      : `${kind}:${snap.strings[snap.nodes[i + nameAt!]!]!.slice(0, 48)}`;
    const group = groups.get(key) ?? { bytes: 0, count: 0 };
    group.bytes += snap.nodes[i + sizeAt!]!;
    group.count++;
    groups.set(key, group);
  }
  return groups;
}

/** A snapshot file's groups; the file is deleted. */
function takeGroups(file: string): Groups {
  const groups = groupsOf(file);
  rmSync(file, { force: true });
  return groups;
}

const [name = '', untilMs = '100'] = process.argv.slice(2);
const model = CASES[name]?.model;
if (model === undefined || model === null) throw new Error(`not a model case: ${name}`);

/** Made and dropped inside a function, so no register of this module's code keeps it. */
function warmUp(spec: ModelCase): void {
  createCaseRun(spec).runToEnd();
}

/**
 * A snapshot file of the heap before the measured run, once nothing holds the warm-up
 * run. An optimizing compile still in flight can hold one of its objects (a handle among
 * V8's own roots), and the rest of that run with it, so the snapshot is taken again, a
 * little later, until it shows no simulation.
 */
async function snapshotWithoutRuns(): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const file = writeSnapshot('before');
    // Read and dropped here: the groups are read again once both snapshots are written.
    if (!groupsOf(file).has('object:Simulation')) return file;
    rmSync(file, { force: true });
    if (attempt === 20) throw new Error('a finished run stayed alive through 20 snapshots');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

warmUp(model);
const beforeFile = await snapshotWithoutRuns();
const run = createCaseRun(model);
run.runSlice({ untilTime: Number(untilMs) * 1000 });
const afterFile = writeSnapshot('after');

const before = takeGroups(beforeFile);
const groups: { group: string; bytes: number; count: number }[] = [];
for (const [group, { bytes, count }] of takeGroups(afterFile)) {
  const was = before.get(group) ?? { bytes: 0, count: 0 };
  groups.push({ group, bytes: bytes - was.bytes, count: count - was.count });
}
groups.sort((a, b) => b.bytes - a.bytes);
const total = groups.reduce((sum, g) => sum + g.bytes, 0);
const result = {
  events: run.sim.eventsProcessed,
  total,
  terminals: run.scenario.workload.terminals,
  groups,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
