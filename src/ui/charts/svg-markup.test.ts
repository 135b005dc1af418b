import { describe, expect, it } from 'vitest';
import { inlineStyle, propertiesToInline, standaloneSvgMarkup, viewBoxSize } from './svg-markup.ts';

function reader(values: Record<string, string>): (property: string) => string {
  return (property) => values[property] ?? '';
}

describe('inlineStyle', () => {
  it('writes the paint of a shape and leaves out initial values', () => {
    const style = inlineStyle(
      'path',
      reader({ fill: 'none', stroke: 'rgb(0, 114, 178)', 'stroke-width': '3px', opacity: '1' }),
    );
    expect(style).toBe('fill:none;stroke:rgb(0, 114, 178);stroke-width:3px');
  });

  it('writes fonts for text but not for shapes', () => {
    const values = {
      fill: 'rgb(22, 32, 44)',
      stroke: 'none',
      'font-size': '15px',
      'font-family': '"DejaVu Sans", sans-serif',
    };
    expect(inlineStyle('text', reader(values))).toBe(
      "fill:rgb(22, 32, 44);font-family:'DejaVu Sans', sans-serif;font-size:15px",
    );
    expect(inlineStyle('rect', reader(values))).toBe('fill:rgb(22, 32, 44)');
  });

  it('drops stroke details when nothing is stroked', () => {
    expect(
      inlineStyle(
        'line',
        reader({ stroke: 'none', 'stroke-width': '2px', 'stroke-dasharray': '4px' }),
      ),
    ).toBe('');
  });

  it('styles nothing inside titles and pattern definitions, only opacity on groups', () => {
    expect(propertiesToInline('title')).toEqual([]);
    expect(propertiesToInline('pattern')).toEqual([]);
    expect(inlineStyle('g', reader({ fill: 'red', opacity: '0.5' }))).toBe('opacity:0.5');
  });
});

describe('viewBoxSize', () => {
  it('reads the size and rejects a malformed box', () => {
    expect(viewBoxSize('0 0 960 420')).toEqual({ width: 960, height: 420 });
    expect(viewBoxSize('0,0,10,5')).toEqual({ width: 10, height: 5 });
    expect(viewBoxSize('0 0 0 5')).toBeNull();
    expect(viewBoxSize('nonsense')).toBeNull();
    expect(viewBoxSize(null)).toBeNull();
  });
});

describe('standaloneSvgMarkup', () => {
  it('adds the declaration, namespace, size and a white background first', () => {
    const out = standaloneSvgMarkup('<svg viewBox="0 0 100 50" role="img"><line x1="0"/></svg>', {
      width: 100,
      height: 50,
    });
    expect(out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
    expect(out).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(out).toContain('width="100"');
    expect(out).toContain('height="50"');
    expect(out).toMatch(
      /role="img"[^>]*><rect x="0" y="0" width="100%" height="100%" fill="#ffffff"\/><line/,
    );
  });

  it('replaces an existing size and keeps an existing namespace once', () => {
    const out = standaloneSvgMarkup(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="auto"><g/></svg>',
      { width: 640.123, height: 300 },
    );
    expect(out.match(/xmlns=/g)).toHaveLength(1);
    expect(out).toContain('width="640.12"');
    expect(out).not.toContain('width="100%" height="auto"');
  });

  it('declares xlink when the markup uses it, and handles an empty svg', () => {
    expect(
      standaloneSvgMarkup('<svg><use xlink:href="#a"/></svg>', { width: 1, height: 1 }),
    ).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(standaloneSvgMarkup('<svg/>', { width: 2, height: 3 })).toMatch(
      /<svg [^>]*><rect [^>]*\/><\/svg>$/,
    );
  });

  it('refuses markup without an svg element', () => {
    expect(() => standaloneSvgMarkup('<div></div>', { width: 1, height: 1 })).toThrow(/svg/);
  });
});
