/**
 * What the chosen scenario is about: its title, description, the variants it compares and
 * its teaching notes. Notes tied to a moment of the run (atMs) are listed like the others;
 * the timeline, later, shows them at their moment. A scenario that does not parse shows
 * its problems instead.
 */
import type { BuiltinScenario } from '../app/builtin-scenarios.ts';

export function ScenarioInfo({ scenario }: { scenario: BuiltinScenario }) {
  const { parsed } = scenario;
  if (!parsed.ok) {
    return (
      <section className="scenario-info" aria-labelledby="scenario-title">
        <h2 id="scenario-title">{scenario.id}</h2>
        <p className="problem">This built-in scenario is not valid:</p>
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
      <h2 id="scenario-title">{s.title}</h2>
      {s.description && <p className="description">{s.description}</p>}
      {s.compare.length > 0 && (
        <>
          <h3>Variants compared</h3>
          <dl className="variants">
            {s.compare.map((v) => (
              <div key={v.id}>
                <dt>{v.title}</dt>
                {v.description && <dd>{v.description}</dd>}
              </div>
            ))}
          </dl>
        </>
      )}
      {s.sweep !== null && (
        <p className="sweep-note">
          This scenario also sweeps <code>{s.sweep.param}</code> over {s.sweep.values.length}{' '}
          values; here it runs at its base value only (the CLI&rsquo;s <code>sweep</code> command
          runs them all).
        </p>
      )}
      {s.teaching.length > 0 && (
        <>
          <h3>Teaching notes</h3>
          <ul className="teaching">
            {s.teaching.map((note, i) => (
              <li key={i}>
                {note.atMs !== null && <span className="at">At {note.atMs} ms: </span>}
                {note.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
