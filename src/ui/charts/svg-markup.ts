/**
 * The string side of exporting a chart as a standalone SVG file: which computed styles are
 * worth inlining per element (fill, stroke, fonts...), how they are written, and how a
 * serialized <svg> becomes a file that renders alone (XML declaration, namespaces,
 * explicit width and height, a white background). No DOM here, so Node tests cover it;
 * `export-chart.ts` feeds it from the live document. Leaves out external images and fonts.
 */

/** Properties that matter for drawing shapes and lines. */
const SHAPE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'display',
  'visibility',
] as const;

/** Properties that matter for text, on top of the shape ones. */
const TEXT_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'font-variant-numeric',
] as const;

/** Containers only carry what their children cannot express. */
const GROUP_PROPERTIES = ['opacity', 'display', 'visibility'] as const;

const TEXT_TAGS = new Set(['text', 'tspan', 'textpath']);
const GROUP_TAGS = new Set(['g', 'svg', 'a']);
/** Elements that draw nothing themselves and need no styles. */
const SKIP_TAGS = new Set([
  'title',
  'desc',
  'defs',
  'pattern',
  'clippath',
  'mask',
  'style',
  'metadata',
]);

/** Values equal to the SVG initial value are left out to keep files small. */
const INITIAL_VALUES: Readonly<Record<string, readonly string[]>> = {
  'fill-opacity': ['1'],
  'stroke-opacity': ['1'],
  opacity: ['1'],
  stroke: ['none'],
  'stroke-dasharray': ['none'],
  'stroke-linecap': ['butt'],
  'stroke-linejoin': ['miter'],
  display: ['inline', 'block', 'inline-block'],
  visibility: ['visible'],
  'font-style': ['normal'],
  'paint-order': ['normal', 'fill stroke markers', 'fill'],
  'font-variant-numeric': ['normal'],
  'dominant-baseline': ['auto'],
  'text-anchor': ['start'],
};

export function propertiesToInline(tagName: string): readonly string[] {
  const tag = tagName.toLowerCase();
  if (SKIP_TAGS.has(tag)) return [];
  if (GROUP_TAGS.has(tag)) return GROUP_PROPERTIES;
  if (TEXT_TAGS.has(tag)) return [...SHAPE_PROPERTIES, ...TEXT_PROPERTIES];
  return SHAPE_PROPERTIES;
}

/**
 * The inline style for one element: `read(property)` gives its computed value. Leaves out
 * empty and initial values; a stroke width is dropped when there is no stroke.
 */
export function inlineStyle(tagName: string, read: (property: string) => string): string {
  const declarations: string[] = [];
  const hasStroke = read('stroke').trim() !== 'none';
  for (const property of propertiesToInline(tagName)) {
    const value = read(property).trim();
    if (value === '') continue;
    if (INITIAL_VALUES[property]?.includes(value)) continue;
    if (!hasStroke && property.startsWith('stroke-')) continue;
    declarations.push(`${property}:${value.replace(/"/g, "'")}`);
  }
  return declarations.join(';');
}

/** The width and height a viewBox gives, or null when it is missing or malformed. */
export function viewBoxSize(viewBox: string | null): { width: number; height: number } | null {
  if (viewBox === null) return null;
  const parts = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [, , width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { width, height } : null;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/**
 * Makes serialized <svg> markup a standalone file: namespaces, explicit size, a background
 * rectangle drawn before everything else, and an XML declaration.
 */
export function standaloneSvgMarkup(
  markup: string,
  size: { width: number; height: number },
  background = '#ffffff',
  /** Written first inside the <svg>: a `<metadata>` element (chart-data-file.ts). */
  metadata = '',
): string {
  const open = /<svg\b[^>]*?(\/?)>/.exec(markup);
  if (open === null) throw new Error('no <svg> element in the markup');
  let attributes = open[0].slice(4, open[0].length - (open[1] === '/' ? 2 : 1));
  attributes = setAttribute(attributes, 'width', String(round(size.width)));
  attributes = setAttribute(attributes, 'height', String(round(size.height)));
  if (!/\sxmlns\s*=/.test(attributes)) attributes += ` xmlns="${SVG_NS}"`;
  if (markup.includes('xlink:') && !/\sxmlns:xlink\s*=/.test(attributes))
    attributes += ` xmlns:xlink="${XLINK_NS}"`;
  const rect = `${metadata}<rect x="0" y="0" width="100%" height="100%" fill="${background}"/>`;
  const body =
    open[1] === '/'
      ? `<svg${attributes}>${rect}</svg>`
      : `<svg${attributes}>${rect}${markup.slice(open.index + open[0].length)}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup.slice(0, open.index)}${body}`;
}

function setAttribute(attributes: string, name: string, value: string): string {
  const pattern = new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*')`);
  const written = ` ${name}="${value}"`;
  return pattern.test(attributes) ? attributes.replace(pattern, written) : attributes + written;
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
