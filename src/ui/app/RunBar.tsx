/**
 * The workbench's top bar: the app's name and the run controls (RunForm.tsx). Picking a
 * built-in loads it on its own and runs it; picking a paper opens its page in the
 * workbench's place; Run with an invalid seed puts the focus on the seed field. Leaves out
 * the page's tabs and status (the page bar under it, Workspace.tsx).
 */
import { useRef } from 'react';
import { PAPERS } from '../../scenario/papers.ts';
import { IMPORTED_OPTION, PAPER_OPTION, RunForm } from '../components/RunForm.tsx';
import { BUILTIN_ENTRIES, loadBuiltin } from './builtin-scenarios.ts';
import type { Workspace } from './use-workspace.ts';

export function RunBar({ ws }: { ws: Workspace }) {
  const seedRef = useRef<HTMLInputElement>(null);
  const state = ws.compareState;
  const builtinId =
    ws.paper !== null
      ? `${PAPER_OPTION}${ws.paper}`
      : ws.source.kind === 'builtin'
        ? ws.source.id
        : IMPORTED_OPTION;
  return (
    <header className="app-header wb-bar" data-testid="app-header">
      <h1>Lockstep</h1>
      <p className="tagline visually-hidden">
        How transaction processing performs, one scenario at a time.
      </p>
      <RunForm
        scenarios={BUILTIN_ENTRIES}
        scenarioId={builtinId}
        importedTitle={ws.source.kind === 'inline' ? ws.title : null}
        papers={PAPERS}
        onScenarioChange={(id) => {
          if (id.startsWith(PAPER_OPTION)) {
            ws.setPaper(id.slice(PAPER_OPTION.length));
            return;
          }
          ws.setPaper(null);
          void loadBuiltin(id).then((builtin) => {
            if (builtin !== undefined) ws.load({ kind: 'builtin', id, doc: builtin.doc });
          });
        }}
        seedText={ws.seedText}
        onSeedChange={ws.setSeedText}
        seedError={ws.seed.ok ? null : ws.seed.message}
        seedRef={seedRef}
        running={state.status === 'running'}
        paused={state.paused}
        onRun={() => {
          if (!ws.run() && !ws.seed.ok) seedRef.current?.focus();
        }}
        onCancel={ws.compare.cancel}
        onPause={ws.compare.pause}
        onResume={ws.compare.resume}
      />
    </header>
  );
}
