import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@jobsite/core';
import { APP_VERSION } from '../../platform/config';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    {
      config: { public: true },
      schema: { tags: ['platform'], summary: 'Liveness and database status', response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'ok' : 'unavailable',
        database_kind: app.database.kind,
        version: APP_VERSION,
      });
    },
  );
};
