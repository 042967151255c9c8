import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@jobsite/core';
import { REPO_ROOT } from './config';

export const WEB_DIST = path.join(REPO_ROOT, 'packages/web/dist');

/**
 * Serves the built web app; any other GET that is not an API call gets index.html so a
 * deep link such as /project/bom/12?project_product_list_id=3 opens the app.
 */
export async function registerWebApp(app: FastifyInstance, webDist = WEB_DIST): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a web build made while the server runs is served.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each file (packages/web/precompress.ts): sent to browsers that accept them.
      preCompressed: true,
      // Source maps stay on the server's disk (the build writes them 'hidden'); they are not published.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // Our own cache-control below, not the plugin's default (public, max-age=0).
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers br, gzip or plain by the request's accept-encoding: caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  // The site root is the app shell too (the file route does not serve folders).
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    // A missing built asset (an old hash after a new build) is a 404, not the app shell.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ detail: messages.notFound });
  });
}
