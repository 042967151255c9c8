import { issuesToFieldErrors } from '@jobsite/core';
import type { z } from 'zod';

/** Validates a Mantine form with a core schema: the same rules and messages as the server. */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return Object.fromEntries(Object.entries(issuesToFieldErrors(result.error.issues)).map(([k, v]) => [k === 'non_field_errors' ? 'form' : k, v[0]]));
  };
}
