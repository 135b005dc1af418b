/**
 * Results per transaction class (small and large, as mixed locking tells them apart) as
 * chart facets: one facet per class, one bar per variant, for a chosen metric
 * (throughput, aborted attempts or mean response time). Each class gets its own scale:
 * the large transaction's throughput is a tenth of the small ones', and the point is
 * which policy suits each class. Also the data table and description of the same numbers.
 * Leaves out drawing (ClassChart.tsx) and classes beyond two.
 */
import type { ResultRow } from '../../export/result-row.ts';
import type { LabelledResult } from './breakdown-bars.ts';
import type { DataTable } from './data-table.ts';
import { estimateTextWidth } from './legend-layout.ts';
import { formatValue } from './tick-format.ts';
import { variantKey } from './variant-styles.ts';

export type ClassMetric = 'throughput' | 'abort' | 'response';
export type TxnClass = 'small' | 'large';

type ClassField =
  | 'smallThroughputTps'
  | 'largeThroughputTps'
  | 'smallAbortPct'
  | 'largeAbortPct'
  | 'smallResponseMs'
  | 'largeResponseMs';

export interface ClassMetricInfo {
  metric: ClassMetric;
  /** For the selector and the chart title. */
  name: string;
  /** The y axis label, with its unit. */
  axisLabel: string;
  unit: string;
  digits: number;
  fields: Readonly<Record<TxnClass, ClassField>>;
}

export const CLASS_METRICS: readonly ClassMetricInfo[] = [
  {
    metric: 'throughput',
    name: 'Throughput',
    axisLabel: 'Throughput (tx/s)',
    unit: 'tx/s',
    digits: 3,
    fields: { small: 'smallThroughputTps', large: 'largeThroughputTps' },
  },
  {
    metric: 'abort',
    name: 'Aborts',
    axisLabel: 'Aborted attempts (%)',
    unit: '%',
    digits: 1,
    fields: { small: 'smallAbortPct', large: 'largeAbortPct' },
  },
  {
    metric: 'response',
    name: 'Mean response time',
    axisLabel: 'Mean response time (ms)',
    unit: 'ms',
    digits: 0,
    fields: { small: 'smallResponseMs', large: 'largeResponseMs' },
  },
];

export const DEFAULT_CLASS_METRIC: ClassMetric = 'throughput';

export function classMetricInfo(metric: ClassMetric): ClassMetricInfo {
  return CLASS_METRICS.find((m) => m.metric === metric) ?? CLASS_METRICS[0]!;
}

export const CLASS_TITLES: Readonly<Record<TxnClass, string>> = {
  small: 'Small transactions',
  large: 'Large transactions',
};

export interface ClassBar {
  /** The variant's key (its style follows it) and title. */
  key: string;
  title: string;
  value: number | null;
}

export interface ClassFacet {
  cls: TxnClass;
  title: string;
  bars: ClassBar[];
  /** The largest value, 0 without any. */
  max: number;
}

/** True when some row has results for both classes: the scenario has a large class. */
export function hasClassResults(rows: readonly ResultRow[]): boolean {
  return rows.some((r) => r.smallThroughputTps !== null && r.largeThroughputTps !== null);
}

function valueOf(row: ResultRow, field: ClassField): number | null {
  const v = row[field];
  return v === null || !Number.isFinite(v) ? null : v;
}

/** The facets for a metric: a class appears when some variant has a value for it. */
export function classFacets(rows: readonly LabelledResult[], metric: ClassMetric): ClassFacet[] {
  const info = classMetricInfo(metric);
  const facets: ClassFacet[] = [];
  for (const cls of ['small', 'large'] as const) {
    const bars = rows.map(({ title, row }) => ({
      key: variantKey(row.variant),
      title,
      value: valueOf(row, info.fields[cls]),
    }));
    if (bars.every((b) => b.value === null)) continue;
    const max = Math.max(0, ...bars.map((b) => b.value ?? 0));
    facets.push({ cls, title: CLASS_TITLES[cls], bars, max });
  }
  return facets;
}

/** The label written above a bar, or null when it would not fit the bar's slot. */
export function barValueLabel(
  value: number | null,
  slotWidth: number,
  fontSize: number,
): string | null {
  if (value === null) return null;
  const text = formatValue(value);
  return estimateTextWidth(text, fontSize) + 4 <= slotWidth ? text : null;
}

export function classTable(rows: readonly LabelledResult[], metric: ClassMetric): DataTable {
  const info = classMetricInfo(metric);
  const cell = (v: number | null): string => (v === null ? '—' : formatValue(v));
  return {
    columns: [
      'Variant',
      `${CLASS_TITLES.small} (${info.unit})`,
      `${CLASS_TITLES.large} (${info.unit})`,
    ],
    rows: rows.map(({ title, row }) => [
      title,
      cell(valueOf(row, info.fields.small)),
      cell(valueOf(row, info.fields.large)),
    ]),
  };
}

/** "Throughput per class. Small transactions: best File locking (0.458 tx/s); ...". */
export function describeClasses(facets: readonly ClassFacet[], metric: ClassMetric): string {
  const info = classMetricInfo(metric);
  if (facets.length === 0) return `${info.name} per transaction class: no results yet.`;
  const higherIsBetter = metric === 'throughput';
  const parts = facets.map((f) => {
    const valued = f.bars.filter((b): b is ClassBar & { value: number } => b.value !== null);
    const values = valued.map((b) => `${b.title} ${formatValue(b.value)}`);
    const best = valued.reduce<(typeof valued)[number] | null>(
      (a, b) => (a === null || (higherIsBetter ? b.value > a.value : b.value < a.value) ? b : a),
      null,
    );
    const bestText = best === null ? '' : ` Best: ${best.title}.`;
    return `${f.title} (${info.unit}): ${values.join(', ')}.${bestText}`;
  });
  return `${info.name} per transaction class. ${parts.join(' ')}`;
}
