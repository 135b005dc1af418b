/**
 * The share toolbar: copy a link or embed code, download results (CSV or JSON), a run's
 * trace or the scenario, each recording the model version and the built-in's hash, and
 * import a scenario file. Every outcome is announced in one live status line;
 * when the clipboard is out of reach the text appears in a read-only field to copy by hand.
 * The status line carries the last copied link in `data-last-link` for browser tests.
 */
import { useId, useState, type ChangeEvent } from 'react';
import type { ResultRow } from '../../export/result-row.ts';
import type { RunView } from '../session/run-view.ts';
import { copyText } from './clipboard.ts';
import { download, readChosenFile } from './download.ts';
import { embedCode, embedUrl, linkUrl, type PageLocation } from './embed-code.ts';
import {
  CSV_MIME,
  JSON_MIME,
  exportRowsCsv,
  exportRowsJson,
  exportScenarioJson,
  fileName,
} from './export-files.ts';
import { usePublishedProvenance } from './export-provenance.ts';
import { readScenarioFile, savedWithNotice } from './scenario-file.ts';
import './share.css';

export interface ShareBarProps {
  /**
   * The fragment for the current state (see buildAppLink), or null when it has none. A
   * function is called at the moment of copying, so the link gets the playhead time then.
   */
  linkFragment: string | null | ((options: { predict: boolean }) => string | null);
  rows: readonly ResultRow[];
  runs: readonly RunView[];
  /** The scenario as it runs, edits included. */
  scenarioDoc: unknown;
  scenarioId: string;
  /** For the embed's iframe title. */
  scenarioTitle: string;
  onImport: (doc: unknown, fileName: string) => void;
  /** The page's address; defaults to window.location. */
  location?: PageLocation;
}

type Status = { text: string; tone: 'ok' | 'error' };

export function ShareBar(props: ShareBarProps) {
  const { linkFragment, rows, runs, scenarioId } = props;
  const id = useId();
  const [status, setStatus] = useState<Status | null>(null);
  const [lastLink, setLastLink] = useState<string | null>(null);
  const [manual, setManual] = useState<{ label: string; text: string } | null>(null);
  const [traceKey, setTraceKey] = useState<string | null>(null);
  // A homework link asks the student for a prediction before the run (`predict=1`).
  const [homework, setHomework] = useState(false);
  const traceRun = runs.find((r) => r.key === traceKey) ?? runs[0];
  // Every file records the model version and, for a built-in as shipped, its hash.
  const provenance = usePublishedProvenance(scenarioId, props.scenarioDoc);

  const pageUrl = (predict = false): string | null => {
    const fragment = typeof linkFragment === 'function' ? linkFragment({ predict }) : linkFragment;
    return fragment === null ? null : linkUrl(props.location ?? window.location, fragment);
  };

  const copy = async (what: 'Link' | 'Embed code', text: string): Promise<void> => {
    setManual(null);
    if (await copyText(text)) {
      setStatus({ text: `${what} copied.`, tone: 'ok' });
    } else {
      setManual({ label: what, text });
      setStatus({
        text: `Could not reach the clipboard: select the ${what.toLowerCase()} below and copy it.`,
        tone: 'error',
      });
    }
  };

  const copyLink = (): void => {
    const url = pageUrl(homework);
    if (url === null) {
      setStatus({ text: 'This state cannot be linked.', tone: 'error' });
      return;
    }
    setLastLink(url);
    void copy('Link', url);
  };

  const copyEmbed = (): void => {
    const url = pageUrl();
    if (url === null) {
      setStatus({ text: 'This state cannot be embedded.', tone: 'error' });
      return;
    }
    setLastLink(embedUrl(url));
    void copy('Embed code', embedCode(url, { title: `Lockstep: ${props.scenarioTitle}` }));
  };

  const save = (text: string, name: string, mime: string): void => {
    download(text, name, mime);
    setManual(null);
    setStatus({ text: `Saved ${name}.`, tone: 'ok' });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still imports it
    if (file === undefined) return;
    const read = await readChosenFile(file);
    const result = read.ok ? readScenarioFile(read.text, file.name) : read;
    if (!result.ok) {
      // The message starts with the file's name: "Could not import broken.json: ...".
      setStatus({ text: `Could not import ${result.message}`, tone: 'error' });
      return;
    }
    setManual(null);
    const notice = savedWithNotice(result.scenario);
    setStatus({
      text: `Imported ${file.name}: ${result.scenario.title}${notice === null ? '' : ` (${notice})`}.`,
      tone: 'ok',
    });
    props.onImport(result.doc, file.name);
  };

  return (
    <section className="share-bar" aria-label="Share and export">
      <div className="share-buttons" role="toolbar" aria-label="Share and export">
        <button type="button" data-testid="copy-link" onClick={copyLink}>
          Copy link
        </button>
        <label className="share-homework">
          <input
            type="checkbox"
            data-testid="homework-link"
            checked={homework}
            onChange={(e) => setHomework(e.currentTarget.checked)}
          />
          Ask for a prediction first
        </label>
        <button type="button" data-testid="copy-embed" onClick={copyEmbed}>
          Copy embed code
        </button>
        <button
          type="button"
          data-testid="download-csv"
          disabled={rows.length === 0}
          onClick={() =>
            save(exportRowsCsv(rows, provenance), fileName(scenarioId, 'results', 'csv'), CSV_MIME)
          }
        >
          Download results (CSV)
        </button>
        <button
          type="button"
          data-testid="download-results-json"
          disabled={rows.length === 0}
          onClick={() =>
            save(
              exportRowsJson(rows, provenance),
              fileName(scenarioId, 'results', 'json'),
              JSON_MIME,
            )
          }
        >
          Download results (JSON)
        </button>
        <span className="share-trace">
          {runs.length > 1 && (
            <>
              <label htmlFor={`${id}-trace`} className="visually-hidden">
                Trace of which run
              </label>
              <select
                id={`${id}-trace`}
                value={traceRun?.key ?? ''}
                onChange={(event) => setTraceKey(event.target.value)}
              >
                {runs.map((r) => (
                  <option key={r.key} value={r.key}>
                    {r.title}
                  </option>
                ))}
              </select>
            </>
          )}
          <button
            type="button"
            data-testid="download-trace"
            disabled={traceRun === undefined}
            onClick={() => {
              if (traceRun === undefined) return;
              const what = runs.length > 1 ? `trace-${traceRun.key}` : 'trace';
              // The trace writer is its own chunk, loaded on the first download.
              void import('./trace-file.ts').then(({ exportChromeTrace }) =>
                save(
                  exportChromeTrace(traceRun, provenance),
                  fileName(scenarioId, what, 'json'),
                  JSON_MIME,
                ),
              );
            }}
          >
            Download trace (Chrome/Perfetto JSON)
          </button>
        </span>
        <button
          type="button"
          data-testid="download-scenario"
          onClick={() =>
            save(
              exportScenarioJson(props.scenarioDoc, provenance),
              fileName(scenarioId, '', 'json'),
              JSON_MIME,
            )
          }
        >
          Download scenario (JSON)
        </button>
        <span className="share-import">
          <input
            id={`${id}-import`}
            className="share-import-input"
            type="file"
            accept=".json,application/json"
            data-testid="import-scenario"
            onChange={(event) => void importFile(event)}
          />
          <label htmlFor={`${id}-import`} className="share-import-label">
            Import scenario…
          </label>
        </span>
      </div>
      <p
        className={`share-status${status?.tone === 'error' ? ' is-error' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="share-status"
        data-last-link={lastLink ?? undefined}
      >
        {status?.text ?? ''}
      </p>
      {manual !== null && (
        <div className="share-manual">
          <label htmlFor={`${id}-manual`}>{manual.label} to copy</label>
          <textarea
            id={`${id}-manual`}
            readOnly
            rows={manual.text.length > 200 ? 4 : 2}
            value={manual.text}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </section>
  );
}
