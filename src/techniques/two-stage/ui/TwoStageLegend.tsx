/**
 * The timeline legend's entries for two-stage execution, shown when a run carries stage
 * strips: the hatched fetch stage (no locks), an OTSTE rollback, and the dashed blame
 * arrow from a lock wait to the disk I/O at the root of its wait chain. List items for
 * TimelineLegend's list; drawn in SVG like the other mark swatches.
 */
import { useId } from 'react';
import type { TimelineModel } from '../../../trace/timeline-model.ts';
import { STATE_STYLES } from '../../../ui/theme/states.ts';
import { BLAME_COLOR } from './paint-two-stage.ts';

const W = 36;
const H = 20;

function HatchSwatch(props: { color: string; band: string; ink: string; backward: boolean }) {
  const id = useId();
  const { color, band, ink, backward } = props;
  return (
    <svg className="timeline-swatch" width={W} height={H} aria-hidden="true">
      <defs>
        <pattern id={id} width={7} height={7} patternUnits="userSpaceOnUse">
          <path d={backward ? 'M0 0 L7 7' : 'M0 7 L7 0'} stroke={ink} strokeWidth={2} />
        </pattern>
      </defs>
      <rect x={0} y={0} width={W} height={H} fill={color} />
      <rect x={0} y={0} width={W} height={H} fill={`url(#${id})`} />
      <rect x={0} y={0} width={W} height={4} fill={band} />
    </svg>
  );
}

export function TwoStageLegend({ models }: { models: readonly Pick<TimelineModel, 'stages'>[] }) {
  const lanes = models.flatMap((m) => m.stages ?? []);
  if (!models.some((m) => m.stages !== undefined)) return null;
  const fetch = lanes.some((lane) => lane.some((s) => s.kind === 'fetch'));
  const rollback = lanes.some((lane) => lane.some((s) => s.kind === 'rollback'));
  return (
    <>
      {fetch && (
        <li title="Two-stage execution: the pages are read into the buffer and pinned before any lock is taken, so no lock bar runs under it.">
          <HatchSwatch
            color={STATE_STYLES.io.color}
            band={STATE_STYLES.fetch.color}
            ink="#ffffff"
            backward={false}
          />
          <span>Fetch stage (white hatching, no locks)</span>
        </li>
      )}
      {rollback && (
        <li title="OTSTE met a page not in the buffer: it undoes its writes (locks still held), releases its locks and fetches.">
          <HatchSwatch
            color={STATE_STYLES.cpu.color}
            band={STATE_STYLES.rollback.color}
            ink={STATE_STYLES.rollback.ink}
            backward
          />
          <span>Rollback (OTSTE conversion)</span>
        </li>
      )}
      <li title="From a transaction waiting for a lock, through the transactions it waits for, to the one at the root of the chain while that one is at a disk or waiting for the buffer.">
        <svg className="timeline-swatch" width={W} height={H} aria-hidden="true">
          <rect x={3} y={1} width={7} height={7} fill={BLAME_COLOR} />
          <path
            d="M7 5 Q 30 10 8 16 M8 16 L15 12 M8 16 L15 19"
            stroke={BLAME_COLOR}
            strokeWidth={2.5}
            strokeDasharray="5 3"
            fill="none"
          />
        </svg>
        <span>Blamed on disk I/O (through the wait chain)</span>
      </li>
    </>
  );
}
