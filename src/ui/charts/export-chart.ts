/**
 * Exporting a chart from the live page: the <svg> with the computed styles that matter
 * inlined (so the file renders without our stylesheet), as an SVG file or a PNG drawn
 * through an Image onto a canvas, and saving a Blob as a download. Thin over the string
 * helpers in svg-markup.ts, which Node tests cover; these need a browser.
 */
import { download } from '../share/download.ts';
import { inlineStyle, standaloneSvgMarkup, viewBoxSize } from './svg-markup.ts';

/** The chart's drawing size: its viewBox, else its size on the page. */
export function chartSize(svg: SVGSVGElement): { width: number; height: number } {
  const box = viewBoxSize(svg.getAttribute('viewBox'));
  if (box !== null) return box;
  const rect = svg.getBoundingClientRect();
  return { width: Math.max(1, rect.width), height: Math.max(1, rect.height) };
}

/** The chart as a standalone SVG file; `metadata` (a <metadata> element) goes inside. */
export function serializeSvg(svg: SVGSVGElement, metadata = ''): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const sources: Element[] = [svg, ...svg.querySelectorAll('*')];
  const targets: Element[] = [clone, ...clone.querySelectorAll('*')];
  sources.forEach((source, i) => {
    const target = targets[i];
    if (target === undefined) return;
    const computed = getComputedStyle(source);
    const style = inlineStyle(source.tagName, (p) => computed.getPropertyValue(p));
    if (style === '') target.removeAttribute('style');
    else target.setAttribute('style', style);
  });
  // Parts only the page needs (focus rings, hover aids) are marked to be left out.
  for (const skip of clone.querySelectorAll('[data-export="skip"]')) skip.remove();
  clone.removeAttribute('class');
  const markup = new XMLSerializer().serializeToString(clone);
  return standaloneSvgMarkup(markup, chartSize(svg), '#ffffff', metadata);
}

export function svgBlob(svg: SVGSVGElement, metadata = ''): Blob {
  return new Blob([serializeSvg(svg, metadata)], { type: 'image/svg+xml;charset=utf-8' });
}

/** The chart as a PNG at `scale` × its drawing size (2 suits slides and print). */
export async function svgToPngBlob(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const { width, height } = chartSize(svg);
  const image = new Image();
  // A data URL, not a blob URL, so the canvas is never tainted.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(serializeSvg(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2D canvas to draw the chart on');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('the PNG could not be encoded')) : resolve(blob)),
      'image/png',
    );
  });
}

/** Saves `blob` as `fileName` (the share module's download helper). */
export function downloadBlob(blob: Blob, fileName: string): void {
  download(blob, fileName, blob.type);
}
