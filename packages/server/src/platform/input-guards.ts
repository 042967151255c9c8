import type { FastifyInstance } from 'fastify';
import { fieldErrors } from './errors';

/** Django REST framework's words for a string with a NUL in it, which PostgreSQL cannot store. */
export const NUL_MESSAGE = 'Null characters are not allowed.';

/** The dotted path of the first string holding a NUL character, or null. */
export function pathOfNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'non_field_errors' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = pathOfNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL character in any body field, query parameter or path parameter of every route
 * before validation, naming the field (400), instead of letting the database answer 500.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = pathOfNul(part);
      if (path) throw fieldErrors({ [path]: NUL_MESSAGE });
    }
  });
}
