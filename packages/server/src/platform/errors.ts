import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorDialogEntry } from '@jobsite/core';

export type ErrorBody =
  | { detail: string }
  | { detail: string; changed_by: string; current: unknown }
  | Record<string, string[]>
  | { trigger_error_dialog: true; errors: ErrorDialogEntry[] };

/**
 * The one error type domain code throws. The error handler turns it into the spec's
 * error shapes; use the constructors below rather than building bodies by hand.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `API error ${statusCode}`);
  }
}

export const detailError = (statusCode: number, detail: string) => new ApiError(statusCode, { detail });
export const badRequest = (detail: string) => detailError(400, detail);
export const notFound = () => detailError(404, messages.notFound);
export const permissionDenied = (detail: string = messages.permissionDenied) => detailError(403, detail);
export const notAuthenticated = () => detailError(401, messages.authRequired);
export const throttled = () => detailError(429, messages.throttled);
export const fieldErrors = (errors: Record<string, string[] | string>) =>
  new ApiError(
    400,
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
  );
export const nonFieldErrors = (...errors: string[]) => new ApiError(400, { non_field_errors: errors });
export const errorDialog = (errors: ErrorDialogEntry[], statusCode = 400) =>
  new ApiError(statusCode, { trigger_error_dialog: true, errors });

/** Fastify's own request errors, mapped to what a DRF client expects. */
const fastifyCodes: Record<string, { status: number; detail: (e: FastifyError) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: () => messages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: () => messages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: () => messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: () => 'Unsupported media type in request.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: () => 'Invalid Content-Length.' },
  // @fastify/multipart's other limits ('reach files limit'); a file over its size is readUpload's, in the route's words
  FST_FILES_LIMIT: { status: 413, detail: () => 'Send one file at a time.' },
  FST_FIELDS_LIMIT: { status: 413, detail: () => 'The form has more fields than this upload takes.' },
  FST_PARTS_LIMIT: { status: 413, detail: () => 'The form has more fields than this upload takes.' },
};

/** The SQLSTATE of a database error, as the drivers put it on the error or (drizzle) its cause. */
export function databaseErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Unique indexes whose violation is one field's error: name -> [field, message]. Domains add theirs. */
const uniqueIndexFields = new Map<string, [string, string]>();
export function registerUniqueField(indexName: string, field: string, message: string): void {
  uniqueIndexFields.set(indexName, [field, message]);
}

/** The database error's constraint or index name (node-postgres and PGlite both carry it). */
function constraintOf(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const name = e?.constraint ?? e?.cause?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/** Whether a database error is a unique violation (a duplicate key). */
export function isUniqueViolation(err: unknown): boolean {
  return databaseErrorCode(err) === '23505';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Field errors of this route are keyed by these labels (shipping: spec section 8), e.g. shipping_date → "Shipping Date". */
    fieldLabels?: Record<string, string>;
  }
}

/** Renames field-error keys by the route's labels: the last segment of a path that has one ("return_items.0.quantity" → "Quantity"). */
function labelled(body: Record<string, unknown>, labels: Record<string, string> | undefined): Record<string, unknown> {
  if (!labels) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const named = key
      .split('.')
      .reverse()
      .find((segment) => labels[segment]);
    const to = named ? labels[named] : key;
    out[to] = Array.isArray(out[to]) && Array.isArray(value) ? [...(out[to] as unknown[]), ...value] : value;
  }
  return out;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const labels = request.routeOptions?.config?.fieldLabels;
    if (error instanceof ApiError) return reply.status(error.statusCode).send(labelled(error.body as Record<string, unknown>, labels));

    if (hasZodFastifySchemaValidationErrors(error)) {
      const out: Record<string, string[]> = {};
      for (const v of error.validation) {
        const key = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        (out[key] ??= []).push(v.message ?? 'Invalid value.');
      }
      return reply.status(400).send(labelled(out, labels));
    }

    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail(error) });

    if (error instanceof SyntaxError || (error as { type?: string }).type === 'entity.parse.failed') {
      return reply.status(400).send({ detail: messages.malformedJson });
    }

    // Input the schemas let through but the database cannot take is still the caller's mistake.
    const sqlState = databaseErrorCode(error);
    if (sqlState === '23505') {
      // Two requests raced past the same duplicate check: the loser gets the check's own field error.
      const field = uniqueIndexFields.get(constraintOf(error) ?? '');
      return reply.status(400).send(field ? { [field[0]]: [field[1]] } : { non_field_errors: ['A record with these values already exists.'] });
    }
    if (sqlState?.startsWith('22')) return reply.status(400).send({ detail: 'Invalid value.' });
    // A foreign key no guard foresaw: a deletion of a record others still point to (23001 for ON DELETE RESTRICT, 23503
    // otherwise), or a write naming a record that is gone.
    if (sqlState === '23503' || sqlState === '23001') {
      request.log.warn({ err: error }, 'foreign key violation without a guard');
      return reply.status(400).send({ detail: request.method === 'DELETE' ? 'This record is still in use, so it cannot be deleted.' : 'A record this refers to does not exist.' });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send({ detail: messages.throttled });
      return reply.status(status).send({ detail: error.message });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'A server error occurred.' });
  });
}
