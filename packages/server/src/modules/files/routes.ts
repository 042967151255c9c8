import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIPPING_ATTACHMENT_TYPES } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { detailError, notFound } from '../../platform/errors';
import { isAllowedFileType, readFileLink } from '../../platform/files';

export const FILE_LINK_EXPIRED_MESSAGE = 'This download link has expired. Open the page again for a new one.';

/** RFC 5987 value of `filename*`: percent-encoded UTF-8, including the characters encodeURIComponent leaves. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Downloads through short-lived signed links (platform/files.ts signFileLink). The link alone is
 * not enough: the caller must be signed in and acting for the company the file belongs to, so a
 * link that leaks into a chat or a log opens nothing for anyone else.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['files'];

  app.get(
    '/files/:token/:name',
    {
      schema: {
        tags,
        summary:
          'A stored file through a signed link, for a member of its company: inline for images and PDF, attachment with ?download=1. ' +
          'A forged link or another company\'s is 404; an expired one is 410.',
        params: z.object({ token: z.string().min(1).max(1024), name: z.string().min(1).max(255) }),
        querystring: z.object({ download: z.string().max(5).optional() }),
        produces: [...SHIPPING_ATTACHMENT_TYPES, 'application/octet-stream'],
      },
    },
    async (request, reply) => {
      const companyId = authOf(request).company.id;
      // Read at request time: on PostgreSQL the secret may be filled in after the routes are registered.
      const link = readFileLink(app.config.sessionSecret, request.params.token);
      if (!link || link.companyId !== companyId || !link.key.startsWith(`${companyId}/`)) throw notFound();
      // Said only of a link we signed for this company: anything else stays a plain 404.
      if (Date.now() >= link.expiresAt) throw detailError(410, FILE_LINK_EXPIRED_MESSAGE);
      const file = await app.storage.get(link.key);
      if (!file) throw notFound();

      const type = isAllowedFileType(link.contentType) ? link.contentType : 'application/octet-stream';
      const download = request.query.download !== undefined && !['0', 'false'].includes(request.query.download);
      const disposition = type !== 'application/octet-stream' && !download ? 'inline' : 'attachment';
      return reply
        .header('content-type', type)
        .header('content-length', file.size)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${rfc5987(request.params.name)}`)
        .header('x-content-type-options', 'nosniff')
        // Even a file a browser would render runs nothing and loads nothing else.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(file.stream);
    },
  );
};
