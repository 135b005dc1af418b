/** The JSON Schema of the scenario format, generated from the zod schema so they cannot drift. */
import { z } from './zod.ts';
import { scenarioSchema } from './schema.ts';

export function scenarioJsonSchemaText(): string {
  const schema = {
    ...z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }),
    title: 'Lockstep scenario',
  };
  return JSON.stringify(schema, null, 2) + '\n';
}
