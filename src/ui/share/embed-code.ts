/**
 * Page addresses for links and the HTML snippet that embeds the app in another page. A link
 * keeps the page's own path and query, because the app may be served from any sub-path.
 * The iframe is sandboxed to what the app needs: scripts and its own origin (its Web Workers
 * load from it), downloads for the export buttons, popups for links out; it cannot navigate
 * the host page.
 */

export interface PageLocation {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
}

/** The address of this page with `fragment` (without '#') as its fragment. */
export function linkUrl(location: PageLocation, fragment: string): string {
  return `${location.protocol}//${location.host}${location.pathname}${location.search}#${fragment}`;
}

/** The same address with `embed=1` in its fragment (replacing any embed value it had). */
export function embedUrl(url: string): string {
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash + 1);
  const params = fragment.split('&').filter((p) => p !== '' && !/^embed(=|$)/.test(p));
  params.push('embed=1');
  return `${base}#${params.join('&')}`;
}

export function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export interface EmbedOptions {
  /** CSS pixels. */
  width?: number;
  height?: number;
  title: string;
}

function pixels(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.round(value) : fallback;
}

/** The `<iframe>` snippet for `url` (a link to this app; `embed=1` is added). */
export function embedCode(url: string, options: EmbedOptions): string {
  const width = pixels(options.width, 960);
  const height = pixels(options.height, 640);
  const attributes = [
    `src="${escapeAttribute(embedUrl(url))}"`,
    `title="${escapeAttribute(options.title)}"`,
    `width="${width}"`,
    `height="${height}"`,
    'loading="lazy"',
    'sandbox="allow-scripts allow-same-origin allow-downloads allow-popups"',
    'allow="clipboard-write"',
    'style="max-width: 100%; border: 1px solid #c9d1da; border-radius: 8px"',
  ];
  return `<iframe ${attributes.join(' ')}></iframe>`;
}
