import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../export/result-row.ts';
import { ResultsTable } from './ResultsTable.tsx';

function row(variant: string, throughputTps: number): ResultRow {
  const fields = { variant, throughputTps, meanResponseMs: 1538.2, p95ResponseMs: 2950.7 };
  return { ...fields, committed: 10, aborted: 0 } as unknown as ResultRow;
}

describe('the results table', () => {
  it('shows small throughputs with three significant figures, so their order can be read', () => {
    const html = renderToStaticMarkup(
      createElement(ResultsTable, {
        rows: [
          { title: 'file', row: row('file', 0.4561) },
          { title: 'mixed', row: row('mixed', 0.4123) },
          { title: 'page', row: row('page', 0.3987) },
        ],
        categories: [],
        caption: 'Results',
      }),
    );
    const cells = [...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells.slice(0, 2)).toEqual(['0.456', '1,538']);
    expect(html).toContain('<td>0.412</td>');
    expect(html).toContain('<td>0.399</td>');
  });

  it('compares each later variant with the first in words under the table', () => {
    const html = renderToStaticMarkup(
      createElement(ResultsTable, {
        rows: [
          { title: '2PL', row: row('2pl', 100) },
          { title: 'TSTE', row: row('tste', 200) },
        ],
        categories: [],
        caption: 'Results',
      }),
    );
    expect(html).toContain(
      '<li>TSTE: 2.0× the throughput of 2PL; mean response the same time as 2PL.</li>',
    );
  });
});
