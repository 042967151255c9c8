import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_KINDS, type NotificationKind, subscriptionBody, subscriptionSchema } from '@jobsite/core';
import { notificationSubscriptions } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { scopeOf } from '../../platform/scope';

/** subscription_notifications: which notification kinds the caller receives while acting for this company. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['companies'];

  const subscriptionsOf = async (request: FastifyRequest) => {
    const rows = await db
      .select({ kind: notificationSubscriptions.kind })
      .from(notificationSubscriptions)
      .where(scopeOf(request).where(notificationSubscriptions, eq(notificationSubscriptions.accountId, authOf(request).account.id)));
    const on = new Set(rows.map((r) => r.kind));
    return { kinds: (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).map((kind) => ({ kind, label: NOTIFICATION_KINDS[kind], subscribed: on.has(kind) })) };
  };

  app.get('/subscription_notifications/', { schema: { tags, summary: 'The notification kinds you receive for this company', response: { 200: subscriptionSchema } } }, async (request) => subscriptionsOf(request));

  app.put('/subscription_notifications/', { schema: { tags, summary: 'Choose the notification kinds you receive for this company', body: subscriptionBody, response: { 200: subscriptionSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const accountId = authOf(request).account.id;
    const kinds = [...new Set(request.body.kinds)];
    await db.transaction(async (tx) => {
      await tx.delete(notificationSubscriptions).where(scope.where(notificationSubscriptions, eq(notificationSubscriptions.accountId, accountId)));
      if (kinds.length) await tx.insert(notificationSubscriptions).values(kinds.map((kind) => ({ companyId: scope.companyId, accountId, kind })));
    });
    return subscriptionsOf(request);
  });
};
