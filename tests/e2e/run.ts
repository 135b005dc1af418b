/**
 * End-to-end tests in real Chromium against the production build. A plain runner (no test
 * framework): each check is a named async function; the last line is "N passed, N failed".
 * Screenshots of the main views go to test-output/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { OUT } from './app-page.ts';
import { launchChromium, startPreview, stopPreview } from './browser.ts';
import { bigRunChecks } from './checks/big-runs.ts';
import { charmChecks } from './checks/charm.ts';
import { commitChecks } from './checks/commit.ts';
import { compareChecks } from './checks/compare.ts';
import { concurrencyControlChecks } from './checks/concurrency-control.ts';
import { controlChecks } from './checks/controls.ts';
import { devServerChecks } from './checks/dev-server.ts';
import { explainChecks } from './checks/explain.ts';
import { fileChecks } from './checks/files.ts';
import { firstScreenChecks } from './checks/first-screen.ts';
import { hostileChecks } from './checks/hostile.ts';
import { hostingChecks } from './checks/hosting.ts';
import { linkChecks } from './checks/links.ts';
import { predictChecks } from './checks/predict.ts';
import { presentChecks } from './checks/present.ts';
import { lockingChecks } from './checks/locking.ts';
import { noteChecks } from './checks/notes.ts';
import { paperChecks } from './checks/papers.ts';
import { stopChecks } from './checks/stop.ts';
import { storageChecks } from './checks/storage.ts';
import { streamingChecks } from './checks/streaming.ts';
import { tlsChecks } from './checks/tls.ts';
import { workbenchChecks } from './checks/workbench.ts';
import { zoomChecks } from './checks/zoom.ts';

mkdirSync(OUT, { recursive: true });

const checks: Record<string, (browser: Browser) => Promise<void>> = {
  ...firstScreenChecks,
  ...controlChecks,
  ...compareChecks,
  ...linkChecks,
  ...fileChecks,
  ...hostingChecks,
  ...lockingChecks,
  ...commitChecks,
  ...noteChecks,
  ...storageChecks,
  ...stopChecks,
  ...bigRunChecks,
  ...tlsChecks,
  ...charmChecks,
  ...concurrencyControlChecks,
  ...devServerChecks,
  ...hostileChecks,
  ...streamingChecks,
  ...presentChecks,
  ...predictChecks,
  ...explainChecks,
  ...paperChecks,
  ...workbenchChecks,
  ...zoomChecks,
};

const only = process.argv[2];
const server = await startPreview();
let passed = 0;
let failed = 0;
const browser = await launchChromium();
try {
  for (const [name, check] of Object.entries(checks)) {
    if (only !== undefined && !name.includes(only)) continue;
    try {
      await check(browser);
      passed++;
      console.log(`  ✓ ${name}`);
    } catch (e) {
      failed++;
      console.log(`  ✗ ${name}\n    ${(e as Error).message.split('\n').join('\n    ')}`);
    }
  }
} finally {
  await browser.close();
  stopPreview(server);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
