import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionBody, subscriptionSchema } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { scopeOf } from '../../platform/scope';
import { setSubscriptions, type Subscriber, subscriptionsOf } from './subscriptions';

const subscriberOf = (request: FastifyRequest): Subscriber => ({ scope: scopeOf(request), accountId: authOf(request).account.id });

/** subscription_notifications: which notification kinds the caller receives while acting for this company. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['companies'];

  app.get('/subscription_notifications/', { schema: { tags, summary: 'The notification kinds you receive for this company', response: { 200: subscriptionSchema } } }, async (request) =>
    subscriptionsOf(db, subscriberOf(request)),
  );

  app.put('/subscription_notifications/', { schema: { tags, summary: 'Choose the notification kinds you receive for this company', body: subscriptionBody, response: { 200: subscriptionSchema } } }, async (request) => {
    const subscriber = subscriberOf(request);
    await setSubscriptions(db, subscriber, request.body.kinds);
    return subscriptionsOf(db, subscriber);
  });
};
