/**
 * What the chosen scenario is about: its title, description, the variants it compares and
 * its teaching notes (those tied to a moment also appear at the playhead, see CurrentNote). A scenario that does not parse shows
 * its problems instead. An edited run is titled as edited and lists how it differs from
 * the built-in, whose description then reads as the built-in's.
 */
import type { Difference } from '../app/scenario-differences.ts';
import { editedTitle } from '../app/scenario-differences.ts';
import { formatSetting } from '../format.ts';
import type { ParseResult } from '../../scenario/parse.ts';
import type { Scenario } from '../../scenario/schema.ts';

export interface ScenarioInfoProps {
  parsed: ParseResult<Scenario>;
  /** What to call the scenario when it does not parse (its id or file name). */
  name: string;
  /** How the run differs from its built-in; empty or absent for an unedited run. */
  differences?: readonly Difference[];
}

export function ScenarioInfo({ parsed, name, differences = [] }: ScenarioInfoProps) {
  if (!parsed.ok) {
    return (
      <section className="scenario-info" aria-labelledby="scenario-title">
        <h2 id="scenario-title">{name}</h2>
        <p className="problem">This scenario is not valid:</p>
        <ul>
          {parsed.errors.map((e, i) => (
            <li key={i}>
              <code>{e.path || '(whole scenario)'}</code>: {e.message}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const s = parsed.value;
  return (
    <section className="scenario-info" aria-labelledby="scenario-title">
      <h2 id="scenario-title">{differences.length > 0 ? editedTitle(s.title) : s.title}</h2>
      {differences.length > 0 && (
        <div className="edited-differences" data-testid="edited-differences">
          <p>
            <span className="edited-badge">Edited</span> This run differs from the built-in
            scenario:
          </p>
          <ul>
            {differences.map((d) => (
              <li key={d.path}>
                {d.label}: {d.from} → <strong>{d.to}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      {s.description && (
        <details className="description-details">
          <summary>About this scenario</summary>
          <p className="description">
            {differences.length > 0 && <span className="description-lead">The built-in: </span>}
            {s.description}
          </p>
        </details>
      )}
      {s.compare.length > 0 && (
        <details className="variants-details">
          <summary>Variants compared ({s.compare.length})</summary>
          <dl className="variants">
            {s.compare.map((v) => (
              <div key={v.id}>
                <dt>{v.title}</dt>
                {v.description && <dd>{v.description}</dd>}
              </div>
            ))}
          </dl>
        </details>
      )}
      {s.teaching.length > 0 && (
        <details className="teaching-notes">
          <summary>All teaching notes ({s.teaching.length})</summary>
          <ul className="teaching">
            {s.teaching.map((note, i) => (
              <li key={i}>
                {note.atMs !== null && (
                  <span className="at">At {formatSetting(note.atMs)} ms: </span>
                )}
                {note.text}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
