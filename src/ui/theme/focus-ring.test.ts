import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';

/** The value of a custom property as a stylesheet declares it. */
function cssVariable(file: string, name: string): string {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8');
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (match === null) throw new Error(`${name} is not declared in ${file}`);
  return match[1]!;
}

/** What a focused control sits on: the page, panels, run titles, the note, device labels. */
const BACKGROUNDS = ['#ffffff', '#f3f5f8', '#dde3ea', '#fff8e6', '#e9edf2'];

describe('the focus ring', () => {
  it('reaches 3:1 against every background a focused control sits on, on the page and the timeline', () => {
    for (const [file, name] of [
      ['../app/app.css', '--focus'],
      ['../timeline/timeline.css', '--timeline-focus'],
    ] as const) {
      const ring = cssVariable(file, name);
      for (const bg of BACKGROUNDS)
        expect(contrastRatio(ring, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('measures contrast as WCAG does: black on white is 21:1 and the old amber on white 2.1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#f0a500', '#ffffff')).toBeCloseTo(2.08, 2);
  });

  it('draws the canvas ring inside the canvas, where the scrolling frame cannot clip it', () => {
    const css = readFileSync(new URL('../timeline/timeline.css', import.meta.url), 'utf8');
    const rule = /\.timeline-canvas:focus-visible\s*\{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toMatch(/outline-offset:\s*-\d/);
  });
});
