/**
 * <pattern> definitions for state fills (colour, then the pattern's ink over it), so a
 * chart's bars and swatches use `fill="url(#id)"` and read without colour. Ids are
 * prefixed per chart, so two charts on a page never share one.
 */
import type { StateStyle } from '../theme/states.ts';
import { patternTile } from './fill-patterns.ts';

export function patternId(prefix: string, style: StateStyle): string {
  return `${prefix}-fill-${style.state}`;
}

export function PatternDefs(props: { prefix: string; styles: readonly StateStyle[] }) {
  return (
    <defs>
      {props.styles.map((style) => {
        const tile = patternTile(style.pattern, 8);
        return (
          <pattern
            key={style.state}
            id={patternId(props.prefix, style)}
            width={tile.size}
            height={tile.size}
            patternUnits="userSpaceOnUse"
          >
            <rect width={tile.size} height={tile.size} fill={style.color} />
            {tile.paths.map((d, i) => (
              <path key={i} d={d} stroke={style.ink} strokeWidth={1.4} fill="none" />
            ))}
            {tile.dots.map((c, i) => (
              <circle key={i} cx={c.cx} cy={c.cy} r={c.r} fill={style.ink} />
            ))}
          </pattern>
        );
      })}
    </defs>
  );
}
