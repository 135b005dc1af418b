/**
 * The app shell: choose a built-in scenario and a seed, run every compare variant in
 * parallel workers, and read the results as a table and a breakdown chart. The default
 * scenario runs once on first load, so there is something to look at straight away.
 * Leaves out the animated timeline and editing scenarios (later issues).
 */
import { useEffect, useRef, useState } from 'react';
import { Results } from '../components/Results.tsx';
import { RunForm } from '../components/RunForm.tsx';
import { RunProgress } from '../components/RunProgress.tsx';
import { ScenarioInfo } from '../components/ScenarioInfo.tsx';
import { statusText } from '../session/batch-state.ts';
import {
  BUILTIN_SCENARIOS,
  DEFAULT_SCENARIO_ID,
  findBuiltin,
  scenarioLabel,
  type BuiltinScenario,
} from './builtin-scenarios.ts';
import { parseSeed } from './seed.ts';
import { useBatchRun } from '../session/use-batch-run.ts';
import { useStore } from '../store/store.ts';
import './app.css';

function initialScenario(): BuiltinScenario | undefined {
  return findBuiltin(DEFAULT_SCENARIO_ID) ?? BUILTIN_SCENARIOS[0];
}

function defaultSeedText(s: BuiltinScenario | undefined): string {
  return s?.parsed.ok ? String(s.parsed.value.seed) : '0';
}

export function App() {
  const [scenarioId, setScenarioId] = useState(() => initialScenario()?.id ?? '');
  const [seedText, setSeedText] = useState(() => defaultSeedText(initialScenario()));
  /** A message about the last press of Run that did not start a batch. */
  const [notice, setNotice] = useState<string | null>(null);
  const seedRef = useRef<HTMLInputElement>(null);
  const { store, start, cancel } = useBatchRun();
  const state = useStore(store, (s) => s);

  const scenario = findBuiltin(scenarioId);
  const seed = parseSeed(seedText);

  const run = (): void => {
    if (scenario === undefined) return;
    if (!seed.ok) {
      setNotice(`Not run. ${seed.message}`);
      seedRef.current?.focus();
      return;
    }
    setNotice(null);
    start({ doc: scenario.doc, label: scenarioLabel(scenario), seed: seed.value });
  };

  // Run the default scenario once on first load.
  const autoRun = useRef(run);
  useEffect(() => autoRun.current(), []);

  if (scenario === undefined) {
    return (
      <main className="app">
        <h1>Lockstep</h1>
        <p role="alert">No built-in scenarios were bundled.</p>
      </main>
    );
  }

  const running = state.status === 'running';
  return (
    <div className="app">
      <header className="app-header">
        <h1>Lockstep</h1>
        <p className="tagline">How transaction processing performs, one scenario at a time.</p>
      </header>
      <main>
        <RunForm
          scenarios={BUILTIN_SCENARIOS}
          scenarioId={scenarioId}
          onScenarioChange={(id) => {
            setScenarioId(id);
            setSeedText(defaultSeedText(findBuiltin(id)));
            setNotice(null);
          }}
          seedText={seedText}
          onSeedChange={setSeedText}
          seedError={seed.ok ? null : seed.message}
          seedRef={seedRef}
          running={running}
          onRun={run}
          onCancel={cancel}
        />
        <ScenarioInfo scenario={scenario} />
        <section className="results-section" aria-labelledby="results-heading">
          <h2 id="results-heading">Results</h2>
          <p
            className={`status status-${notice !== null ? 'invalid' : state.status}`}
            role="status"
            aria-live="polite"
          >
            {notice ?? statusText(state)}
          </p>
          {running && <RunProgress runs={state.runs} />}
          {!running && <Results state={state} />}
        </section>
      </main>
    </div>
  );
}
