/** Writes scenarios/schema.json (editors use it to check and complete scenario files). */
import { writeFileSync } from 'node:fs';
import { scenarioJsonSchemaText } from '../src/scenario/json-schema.ts';

writeFileSync(new URL('../scenarios/schema.json', import.meta.url), scenarioJsonSchemaText());
