import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listNotificationQuery,
  notificationSchema,
  pagedSchema,
  sendMessageBody,
  sendMessageResponse,
  unreadCountSchema,
  updateNotificationBody,
  updateNotificationResponse,
} from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { compiledResponse } from '../../platform/compiled-response';
import { fieldErrors, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { findNotification, listNotifications, notificationView, type Recipient, removeNotifications, setRead, unreadCount } from './queries';
import { membersAmong, notify, publishUnreadCount, subscribeNotificationPushes } from './service';
import { accountName } from '../../platform/text-and-dates';

/** Notifications of the caller (spec section 7 "Layout and dashboard"); nobody reaches another user's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['notifications'];
  const recipientOf = (request: Parameters<typeof authOf>[0]): Recipient => ({ scope: scopeOf(request), accountId: authOf(request).account.id });

  subscribeNotificationPushes(app);

  app.get(
    '/ListNotification/',
    { schema: { tags, summary: 'Your notifications, newest first (notification_filter: show_all, unread or read)', querystring: listNotificationQuery, response: { 200: compiledResponse(pagedSchema(notificationSchema)) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, count } = await listNotifications(db, recipientOf(request), request.query.notification_filter, page.limit, page.offset);
      return pagedResponse(request, page, count, rows.map(notificationView));
    },
  );

  app.get(
    '/GetUnreadNotificationCount',
    { schema: { tags, summary: 'How many of your notifications are unread', response: { 200: unreadCountSchema } } },
    async (request) => ({ count: await unreadCount(db, recipientOf(request)) }),
  );

  app.post(
    '/UpdateNotification',
    {
      schema: {
        tags,
        summary: 'mark_read, mark_unread, delete_this (with notification_id); mark_all_read, mark_all_unread, remove_all',
        body: updateNotificationBody,
        response: { 200: updateNotificationResponse },
      },
    },
    async (request) => {
      const r = recipientOf(request);
      const { action, notification_id: id } = request.body;
      const result = await db.transaction(async (tx) => {
        if (id && (action === 'mark_read' || action === 'mark_unread' || action === 'delete_this')) {
          if (!(await findNotification(tx, r, id))) throw notFound();
        }
        let changed: number;
        switch (action) {
          case 'mark_read':
            changed = await setRead(tx, r, true, id!);
            break;
          case 'mark_unread':
            changed = await setRead(tx, r, false, id!);
            break;
          case 'mark_all_read':
            changed = await setRead(tx, r, true);
            break;
          case 'mark_all_unread':
            changed = await setRead(tx, r, false);
            break;
          case 'delete_this':
            changed = await removeNotifications(tx, r, id!);
            break;
          case 'remove_all':
            changed = await removeNotifications(tx, r);
            break;
        }
        if (changed > 0) await publishUnreadCount(tx, r.accountId, r.scope.companyId);
        return { changed, unread_count: await unreadCount(tx, r) };
      });
      return { detail: 'Notifications updated.', ...result };
    },
  );

  app.post(
    '/SendMessage/',
    {
      schema: {
        tags,
        summary: 'Message colleagues of your current company (see search_message_user_list); each gets a notification',
        body: sendMessageBody,
        response: { 200: sendMessageResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const companyId = auth.company.id;
      const wanted = [...new Set(request.body.user_ids)];
      const { link, content } = request.body;
      if (link && !/^\/(?!\/)/.test(link)) throw fieldErrors({ link: 'Enter a path inside the app, such as /projects.' });
      const sent = await db.transaction(async (tx) => {
        const members = await membersAmong(tx, companyId, wanted);
        const strangers = wanted.filter((id) => !members.includes(id));
        if (strangers.length) throw fieldErrors({ user_ids: strangers.map((id) => `Invalid pk "${id}" - object does not exist.`) });
        const from = accountName(auth.account);
        return notify(tx, { accountIds: members, companyId, content: `${from}: ${content}`, link });
      });
      return { detail: 'Message sent.', sent: sent.length };
    },
  );
};
