/**
 * The Parameters tab's one section: "Change parameters and techniques", a disclosure whose
 * editor is a chunk of its own, loaded the first time the disclosure opens. Once opened the
 * editor stays mounted, so closing it keeps unapplied edits. Leaves out the editor itself
 * (controls/ParameterEditor.tsx) and running what it applies (use-workspace.ts).
 */
import { lazy, Suspense, useState } from 'react';
import type { Override } from '../../scenario/overrides.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { loadScenarioParser } from './scenario-parser.ts';

// The editor edits documents of its own, so its chunk loads the scenario parser too.
const ParameterEditor = lazy(() =>
  Promise.all([import('../controls/ParameterEditor.tsx'), loadScenarioParser()]).then(([m]) => ({
    default: m.ParameterEditor,
  })),
);

export interface EditorDisclosureProps {
  /** The scenario as loaded, before any edit. */
  doc: unknown;
  /** Its parse; null when it does not parse (nothing to edit, nothing shown). */
  scenario: Scenario | null;
  /** The overrides the current results were run with. */
  applied: readonly Override[];
  onApply: (overrides: Override[]) => void;
}

export function EditorDisclosure({ doc, scenario, applied, onApply }: EditorDisclosureProps) {
  /** Opened once: the editor then stays mounted, so closing it keeps unapplied edits. */
  const [editorWanted, setEditorWanted] = useState(false);
  if (scenario === null) return null;
  return (
    <details
      className="editor-details"
      onToggle={(event) => {
        if (event.currentTarget.open) setEditorWanted(true);
      }}
    >
      <summary>Change parameters and techniques</summary>
      {editorWanted && (
        <Suspense fallback={<p>Loading the editor…</p>}>
          <ParameterEditor doc={doc} scenario={scenario} applied={applied} onApply={onApply} />
        </Suspense>
      )}
    </details>
  );
}
