/**
 * The page's current export provenance (model version, scenario id, the built-in's hash when
 * the scenario runs as shipped), for the exports that are not in the share bar: the charts'
 * data downloads and SVG metadata. The share bar knows the scenario document, so it works the
 * provenance out and publishes it here; a chart reads it for its own scenario id and falls
 * back to the model version alone (no hash) when nothing was published for that id. Leaves
 * out pages with two scenarios at once (there are none).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { provenanceOf, provenanceOfId, type Provenance } from '../../export/provenance.ts';
import { findBuiltin } from '../app/builtin-scenarios.ts';
import { Store, useStore } from '../store/store.ts';

const current = new Store<Provenance | null>(null);

/** The provenance of `doc` under `scenarioId`, checked against the built-in of that id. */
export function pageProvenance(scenarioId: string, doc: unknown): Provenance {
  return provenanceOf(scenarioId, doc, findBuiltin(scenarioId)?.doc);
}

/** The share bar's side: works out the provenance and publishes it while mounted. */
export function usePublishedProvenance(scenarioId: string, doc: unknown): Provenance {
  const provenance = useMemo(() => pageProvenance(scenarioId, doc), [scenarioId, doc]);
  useEffect(() => {
    current.set(provenance);
    return () => current.set((p) => (p === provenance ? null : p));
  }, [provenance]);
  return provenance;
}

/** A chart's side: the published provenance if it is for `scenarioId`, else the id's alone. */
export function useExportProvenance(scenarioId: string): Provenance {
  const select = useCallback(
    (p: Provenance | null) => (p !== null && p.scenarioId === scenarioId ? p : null),
    [scenarioId],
  );
  const published = useStore(current, select);
  return useMemo(() => published ?? provenanceOfId(scenarioId), [published, scenarioId]);
}
