/**
 * `npm run fidelity:table`: runs the fidelity tests with `FIDELITY_REPORT` set, then writes
 * `docs/fidelity.md`, every claim of our notes on the papers beside what we measured. The
 * tests' own assertions still decide pass or fail; this only reports.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimsNotes, claimsSummary, claimsTable } from '../tests/fidelity/claims/table.ts';
import type { Measurement } from '../tests/fidelity/claims/record.ts';

const report = join(mkdtempSync(join(tmpdir(), 'fidelity-')), 'claims.jsonl');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'tests/fidelity'], {
  stdio: 'inherit',
  env: { ...process.env, FIDELITY_REPORT: report },
});
const lines = existsSync(report) ? readFileSync(report, 'utf8').split('\n').filter(Boolean) : [];
const measurements = lines.map((l) => JSON.parse(l) as Measurement);
const summary = Object.entries(claimsSummary(measurements))
  .map(([k, n]) => `${n} ${k}`)
  .join(', ');
const doc = `# Fidelity: every claim of the papers beside our measurement

Written by \`npm run fidelity:table\` from the fidelity tests (\`tests/fidelity\`), which
assert each claim; this page only reports what they measured. Size claims are judged within
±30% of the paper's number; direction claims by the paper's ordering or trend. Measured on
${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}.

${summary}.

${claimsTable(measurements)}

${claimsNotes(measurements)}
`;
writeFileSync('docs/fidelity.md', doc);
spawnSync('npx', ['prettier', '--write', 'docs/fidelity.md'], { stdio: 'ignore' });
console.log(`docs/fidelity.md: ${summary}`);
process.exit(run.status ?? 1);
