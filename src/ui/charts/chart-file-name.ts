/**
 * File names for exported charts: `lockstep-<scenario>-<chart>.<ext>`, in lower case with
 * dashes, so downloads from different scenarios and charts never collide and sort
 * together. Leaves out dates and seeds (a course page names its own files).
 */

export type ChartKind = 'throughput' | 'breakdown' | 'sweep' | 'class' | 'histogram' | 'waterfall';
export type ChartFileExt = 'svg' | 'png' | 'csv';

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export function chartFileName(scenarioId: string, chartKind: ChartKind, ext: ChartFileExt): string {
  const scenario = slug(scenarioId) || 'scenario';
  return `lockstep-${scenario}-${chartKind}.${ext}`;
}
