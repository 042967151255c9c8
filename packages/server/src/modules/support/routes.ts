import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactUsBody, detailResponse, howToVideosResponse } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { detailError } from '../../platform/errors';

/** The address in MAIL_FROM ("Name <address>" or a bare address): support reads the mailbox the app sends from. */
export function supportAddress(mailFrom: string): string {
  const angle = mailFrom.match(/<([^>]+)>/);
  return (angle ? angle[1] : mailFrom).trim();
}

/** Contact us (top bar): the message goes to support by mail, with who sent it. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/help/videos/', { schema: { tags: ['support'], summary: 'The how-to videos Help offers (HOW_TO_VIDEOS)', response: { 200: howToVideosResponse } } }, async () => ({
    results: app.config.howToVideos ?? [],
  }));

  app.post(
    '/ContactUs/',
    { schema: { tags: ['support'], summary: 'Send a message to support (mailed to the MAIL_FROM address)', body: contactUsBody, response: { 200: detailResponse } } },
    async (request) => {
      const { account, company } = authOf(request);
      const { subject, message } = request.body;
      await app.mailer
        .send({
        to: supportAddress(app.config.mailFrom),
        subject: `Contact us: ${subject}`,
        text: [
          `From: ${account.firstName} ${account.lastName} <${account.email}>`,
          `Company: ${company.name} (id ${company.id}, ${company.systemType})`,
          `Account id: ${account.id}`,
          '',
          message,
        ].join('\n'),
        })
        .catch(() => {
          throw detailError(502, 'Your message could not be sent. Please try again later.');
        });
      return { detail: 'Thank you. Your message was sent to our support team.' };
    },
  );
};
