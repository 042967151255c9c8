import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/** What the zod serializer (every route's before decision record 023) writes for a payload. */
export const zodBody = (schema: unknown, payload: unknown) => zodSerializerCompiler({ schema: schema as $ZodType, method: 'GET', url: '/test', httpStatus: '200' })(payload);

/** What each handler answered, before serialisation, with its response schema, by request id. */
export type RecordedPayloads = Map<string, { schema: unknown; payload: unknown }>;

/**
 * Records every answer's payload and response schema before serialisation (a buildTestApp
 * `extend`), so a test can compare the bytes sent with what the zod serializer writes. A request
 * with the header x-test-extra gets undeclared properties added to a page and its rows: a
 * serializer must leave them out.
 */
export function recordPayloads(payloads: RecordedPayloads) {
  return (app: FastifyInstance) => {
    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const schema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[String(reply.statusCode)];
      let sent = payload;
      if (request.headers['x-test-extra'] && payload && typeof payload === 'object' && 'results' in payload) {
        const page = payload as { results: Record<string, unknown>[] };
        sent = { ...page, password_hash: 'leaked', results: page.results.map((r) => ({ ...r, password_hash: 'leaked' })) };
      }
      payloads.set(request.id, { schema, payload: sent });
      return sent;
    });
  };
}
