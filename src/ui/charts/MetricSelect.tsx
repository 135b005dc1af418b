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
