import { schemaResolver } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Validates a Mantine form with a core zod schema (spec: one schema, both sides).
 * `toPayload` turns the form's values into the payload the schema describes, when the
 * two differ (extra confirm fields, ids from the route); field names must match so the
 * errors land on the right inputs.
 */
export function zodValidate<Values, S extends z.ZodType>(schema: S, toPayload?: (values: Values) => unknown): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => resolve(toPayload ? toPayload(values) : values);
}
