import { describe, expect, it } from 'vitest';
import { MODEL_VERSION } from '../../base/model-version.ts';
import { chartSvgMetadata, chartTableCsv } from './chart-data-file.ts';
import { standaloneSvgMarkup } from './svg-markup.ts';

const provenance = {
  modelVersion: MODEL_VERSION,
  scenarioId: 'elr-figure8',
  scenarioHash: 'abc123',
};

describe('a chart’s data as files', () => {
  it('writes the data table as CSV with the provenance in trailing columns', () => {
    const csv = chartTableCsv(
      { columns: ['Window (ms)', 'ELR (tx/s)'], rows: [['0–100', '1,538'], ['100–200']] },
      provenance,
    );
    expect(csv).toBe(
      'Window (ms),ELR (tx/s),modelVersion,scenarioHash\n' +
        `0–100,"1,538",${MODEL_VERSION},abc123\n` +
        `100–200,,${MODEL_VERSION},abc123\n`,
    );
  });

  it('puts the provenance in the exported SVG as <metadata>', () => {
    const svg = standaloneSvgMarkup(
      '<svg><g/></svg>',
      { width: 10, height: 10 },
      '#fff',
      chartSvgMetadata(provenance),
    );
    expect(svg).toContain(
      `<metadata>{"generator":"Lockstep","modelVersion":${MODEL_VERSION},"scenarioId":"elr-figure8","scenarioHash":"abc123"}</metadata>`,
    );
  });
});
