import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchemaText } from './json-schema.ts';

describe('scenarios/schema.json', () => {
  it('is the schema generated from the current format (run `npm run schema` if not)', () => {
    const onDisk = readFileSync(new URL('../../scenarios/schema.json', import.meta.url), 'utf8');
    expect(onDisk).toBe(scenarioJsonSchemaText());
  });

  it('describes the recursive program steps, loops included', () => {
    expect(scenarioJsonSchemaText()).toContain('"loop"');
  });
});
