import { useState, type ReactElement } from 'react';

/** The "Metric" menu of a chart that can plot one of several measures. */
export function MetricSelect<M extends string>(props: {
  id: string;
  value: M;
  options: readonly { metric: M; axisLabel: string }[];
  onChange: (metric: M) => void;
}) {
  return (
    <div className="chart-metric">
      <label htmlFor={props.id}>Metric</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as M)}
      >
        {props.options.map((m) => (
          <option key={m.metric} value={m.metric}>
            {m.axisLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A chart's metric, controlled by its parent (`metric` given) or kept by the chart, and
 * the menu that changes it, telling the parent through `onMetricChange`.
 */
export function useMetricMenu<M extends string>(
  props: { metric?: M | undefined; onMetricChange?: ((metric: M) => void) | undefined },
  fallback: M,
  options: readonly { metric: M; axisLabel: string }[],
  id: string,
): { metric: M; menu: ReactElement } {
  const [own, setOwn] = useState<M>(props.metric ?? fallback);
  const metric = props.metric ?? own;
  const menu = (
    <MetricSelect
      id={id}
      value={metric}
      options={options}
      onChange={(next) => {
        setOwn(next);
        props.onMetricChange?.(next);
      }}
    />
  );
  return { metric, menu };
}
