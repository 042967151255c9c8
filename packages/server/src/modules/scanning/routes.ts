import { authOf } from '../../platform/auth';
import { scopeOf } from '../../platform/scope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCAN_NOTHING_MATCHES, scanMatchSchema, scanResolveBody } from '@jobsite/core';
import { detailError } from '../../platform/errors';

/** Scan code / barcode search: what a scanned or typed code identifies in the caller's company. */
export const scanningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/scan/resolve/',
    {
      config: { readOnly: true },
      schema: {
        tags: ['scanning'],
        summary: 'Resolve a scanned or typed code to what it identifies (tool item, bin, product-list item, ... as domains register them)',
        body: scanResolveBody,
        response: { 200: scanMatchSchema },
      },
    },
    async (request) => {
      const match = await app.scanResolvers.resolve(request.body.code, { scope: scopeOf(request), company: authOf(request).company, permissions: authOf(request).permissions });
      if (!match) throw detailError(404, SCAN_NOTHING_MATCHES);
      return match;
    },
  );
};
